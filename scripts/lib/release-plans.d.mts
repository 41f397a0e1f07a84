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
}
export declare const PLANS: Record<string, ReleasePlan>;
