export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumExecutable(options?: { headlessShell?: boolean }): string;
