export interface ReleasePlan {
  path: string;
  ssr: boolean;
  string: {
    file: string;
    find: string;
    replace: string;
    selector: string;
    original: string;
    patched: string;
  };
  rule: {
    what: string;
    file: string;
    find: string;
    replace: string;
    probe: { count: string } | { text: string };
    original(value: never): boolean;
    patched(value: never): boolean;
  };
  /** A change of the remote's first-screen data (what the shell's server prefetches for it). */
  data?: {
    what: string;
    patches: { file: string; find: string; replace: string }[];
    probe: { count: string };
    original(value: number): boolean;
    patched(value: number): boolean;
  };
}
export declare const PLANS: Record<string, ReleasePlan>;
