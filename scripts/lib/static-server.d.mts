import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  runtimeConfig?: () => unknown;
}): Server;
