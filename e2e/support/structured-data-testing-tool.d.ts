// The package ships no types; this declares the part of its API the tests use (its README, "API").
declare module "structured-data-testing-tool" {
  export interface StructuredDataTest {
    test: string;
    description?: string;
    group?: string;
    /** Where a preset's test sits, e.g. ["Google", "BlogPosting", "#0 (jsonld)"]. */
    groups?: string[];
    error?: { type: string; message: string };
  }
  export interface StructuredDataResult {
    passed: StructuredDataTest[];
    failed: StructuredDataTest[];
    warnings: StructuredDataTest[];
    schemas: string[];
    /** The schema.org items found, by type (only the fields the tests read are declared). */
    structuredData: { jsonld: Record<string, SchemaItem[]> };
  }
  export interface SchemaItem {
    logo?: { url?: string };
    publisher?: { logo?: { url?: string } };
  }
  export interface Preset {
    name: string;
    description: string;
  }
  /** Resolves with the result when every test passes; rejects with `{ type: "VALIDATION_FAILED", res }` when one fails. */
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: Preset[]; schemas?: string[] },
  ): Promise<StructuredDataResult>;
}

declare module "structured-data-testing-tool/presets" {
  import type { Preset } from "structured-data-testing-tool";
  export const Google: Preset;
  export const Twitter: Preset;
  export const Facebook: Preset;
}
