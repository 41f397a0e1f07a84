import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  runtimeConfig?: () => unknown;
  htmlHead?: (pathname: string) => string | Promise<string>;
}): Server;
