export interface CardFinding {
  source: string;
  digits: string;
}
export declare function luhnValid(digits: string): boolean;
export declare function findCardNumbers(text: string): { digits: string; index: number }[];
export declare function mask(digits: string): string;
export declare function scanText(text: string, source: string): CardFinding[];
export declare function scanPostgres(url: string): Promise<CardFinding[]>;
export declare function scanPglite(dir: string): Promise<CardFinding[]>;
export declare function main(argv?: string[], env?: Record<string, string | undefined>): Promise<number>;
export declare function scanRows(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<CardFinding[]>;
