// What core/ reads of the process it runs in: the environment (on Node, or as the island build's replacements).
// eslint-disable-next-line no-var -- a `var`, a property of the global object as on Node (read-settings.ts reads it so).
declare var process: { env: NodeJS.ProcessEnv; cwd(): string; loadEnvFile(path: string): void };
declare namespace NodeJS {
  type ProcessEnv = Record<string, string | undefined>;
}
