// What both the browser and Node have and core/ uses: the WHATWG URL class (to parse addresses) and the console.
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
}

// eslint-disable-next-line no-var -- a global, as in both runtimes.
declare var console: { warn(...data: unknown[]): void };
