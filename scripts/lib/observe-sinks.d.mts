export declare const ERROR_SINK_OFFSET: number;
export declare const ANALYTICS_SINK_OFFSET: number;
export interface ObserveSinks {
  errorsOrigin: string;
  analyticsOrigin: string;
  ports: number[];
  apiEnv: Record<string, string>;
  shellServerEnv: Record<string, string>;
  runtimeConfig: {
    errorReporting: { dsn: string; environment: string };
  };
  processEnv: Record<string, string>;
}
export declare function observeSinks(base: number, host?: string): ObserveSinks;
export declare function startObserveSinks(
  root: string,
  sinks: ObserveSinks,
): import('node:child_process').ChildProcess;
export declare function observeRuntimeConfig(env?: Record<string, string | undefined>): {
  errorReporting?: { dsn: string; environment: string };
};
export declare function servedRuntimeConfig(
  topo: ReturnType<typeof import('./topology.mjs').topology>,
  sinks: ObserveSinks | null,
  env?: Record<string, string | undefined>,
): Record<string, unknown>;
