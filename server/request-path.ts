/**
 * The path of a request URL, decoded, or null when it tries to leave the site's folder or could mean two
 * things: `..` or `.` segments (also encoded), an encoded slash or backslash, a NUL byte, broken encoding.
 */
export function decodeRequestPath(url: string): string | null {
  const rawPath = url.split(/[?#]/, 1)[0];
  if (!rawPath.startsWith("/") || /%2f|%5c|%00/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (/[\0\\]|\/\//.test(decoded) || decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded;
}

/** Whether `url` is an address of the site itself: of SITE_URL's host, or of the host the request was sent to (`Host`). */
export const isOwnAddress = (url: URL, host: string | undefined, siteHost: string | undefined) =>
  url.host === siteHost || url.host === host?.toLowerCase();

/**
 * Where a URL with doubled slashes belongs, merged as nginx does (null: none, or refused above). It starts
 * with one slash, so `//evil.example/` becomes the local path `/evil.example/`, never another host.
 */
export function mergedSlashesTarget(url: string): string | null {
  const [rawPath] = url.split(/[?#]/, 1);
  if (!/\/\//.test(rawPath)) return null;
  const merged = rawPath.replace(/\/{2,}/g, "/");
  if (decodeRequestPath(merged) === null) return null;
  return `${merged}${url.slice(rawPath.length)}`;
}
