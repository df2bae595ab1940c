// What core/ reads of the process it runs in: the environment (on Node, or as the island build's replacements).
declare const process: { env: NodeJS.ProcessEnv; cwd(): string; loadEnvFile(path: string): void };
declare namespace NodeJS {
  type ProcessEnv = Record<string, string | undefined>;
}
