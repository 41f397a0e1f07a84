import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  runtimeConfig?: () => unknown;
  htmlHead?: (pathname: string) => string | Promise<string>;
  pages?: { handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> };
}): Server;
