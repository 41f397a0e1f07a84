export declare const HOME_REMOTES: { remote: string; expose: string; media?: string }[];
export declare function createFirstScreenHints(options: {
  runtimeConfig: () => { apiBase: string; brand: string; remotes?: Record<string, string> };
  fetchImpl?: typeof fetch;
}): ((pathname: string) => Promise<string>) & {
  stylesheets(modules: [string, string][]): Promise<string>;
};
