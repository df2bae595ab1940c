// What both the browser and Node have and core/ uses: the WHATWG URL class, to parse addresses.
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
}
