import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const RENDER_BUDGET_MS: number;
export declare function createPageRenderer(options: {
  shellDir: string;
  runtimeConfig: () => { apiBase: string; brand: string; remotes: Record<string, string> };
  apiOrigin: string;
  htmlHead?: ((pathname: string) => Promise<string>) & {
    stylesheets?: (modules: [string, string][]) => Promise<string>;
  };
  publicOrigin?: string;
}): {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  load(): Promise<unknown>;
};
