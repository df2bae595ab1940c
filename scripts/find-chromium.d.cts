export declare function findChromium(options?: { forTests?: boolean }): string | undefined;
export declare const HEADLESS_SHELL: string;
