export interface RemoteDeployment {
  id: string;
  name: string;
  offset: number;
  port: number;
  origin: string;
}
export interface Topology {
  host: string;
  shellPort: number;
  apiPort: number;
  apiOrigin: string;
  acquirerPort: number;
  acquirerOrigin: string;
  iikoFakePort: number;
  iikoFakeOrigin: string;
  publicOrigin: string;
  remotes: RemoteDeployment[];
}
export interface RuntimeConfig {
  brand: string;
  apiBase: string;
  mapsKey: string;
  remotes: Record<string, string>;
}
export declare const REMOTES: { id: string; name: string; offset: number }[];
export declare const API_OFFSET: number;
export declare const ACQUIRER_OFFSET: number;
export declare const IIKO_FAKE_OFFSET: number;
export declare function topology(base?: number, host?: string): Topology;
export declare function runtimeConfig(
  topo: Topology,
  options?: { brand?: string; mapsKey?: string },
): RuntimeConfig;
export declare function serviceEnv(
  topo: Topology,
  env?: Record<string, string | undefined>,
): {
  api: { PUBLIC_ORIGIN: string; ACQUIRER_URL: string };
  acquirer: { ACQUIRER_PUBLIC_ORIGIN: string; MERCHANT_NOTIFY_URL: string };
};
