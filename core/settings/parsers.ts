/** A setting's value did not parse: the message names the variable and what it expects. */
export class SettingError extends Error {}

/** Turns a variable's text (already trimmed; undefined when unset or empty) into its value. */
export type Parser<T> = (raw: string | undefined, name: string) => T;

export const text: Parser<string | undefined> = (raw) => raw;

export const textOr =
  (fallback: string): Parser<string> =>
  (raw) =>
    raw ?? fallback;

export const flag =
  (fallback: boolean): Parser<boolean> =>
  (raw, name) => {
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    throw new SettingError(`${name} must be true or false, got "${raw}"`);
  };

/** An optional flag: undefined when unset, so a derived default can apply (HSTS). */
export const optionalFlag: Parser<boolean | undefined> = (raw, name) => (raw === undefined ? undefined : flag(false)(raw, name));

export const wholeNumber =
  (fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): Parser<number> =>
  (raw, name) => {
    if (raw === undefined) return fallback;
    const number = Number(raw);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw new SettingError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return number;
  };

export const absoluteUrl =
  (fallback: string): Parser<string> =>
  (raw, name) => {
    const value = raw ?? fallback;
    try {
      new URL(value);
    } catch {
      throw new SettingError(`${name} must be an absolute URL such as https://www.example.com, got "${value}"`);
    }
    return value.replace(/\/+$/, "");
  };

/** How many proxies in front of the server append to X-Forwarded-For: `false` (or unset) none, `true` one, or their number. */
export const proxyHops: Parser<number> = (raw, name) => {
  if (raw === undefined || /^(false|no|off)$/i.test(raw)) return 0;
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  return wholeNumber(0, { min: 0, max: 10 })(raw, name);
};

/** An SMTP server's address, smtp:// or smtps://. The message never repeats the value, which may hold a password. */
export const smtpUrl: Parser<string | undefined> = (raw, name) => {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new SettingError(`${name} must be an address such as smtp://user@mail.example.com:587 or smtps://user@mail.example.com:465`);
  }
  return raw;
};

/** Space- or comma-separated words. */
export const list: Parser<string[]> = (raw) => (raw ?? "").split(/[\s,]+/).filter(Boolean);
