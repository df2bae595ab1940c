/**
 * Every link and `#anchor` reachable from `starts` that does not resolve, as "page -> link
 * (status)". Only links on loopback are followed and checked: external ones need
 * the internet, which the tests do not have. Uses linkinator, which crawls, follows redirects
 * and checks fragments against the ids of the target page.
 */
export async function findBrokenLinks(starts: string[]): Promise<{ checked: number; broken: string[] }> {
  const { check } = await import("linkinator");
  // The served site (or linkinator's own server for a folder) is on loopback; anything else is external.
  const external = async (link: string) => {
    try {
      return !["127.0.0.1", "localhost"].includes(new URL(link).hostname);
    } catch {
      return false;
    }
  };
  const result = await check({
    path: starts,
    recurse: true,
    checkFragments: true,
    concurrency: 4,
    linksToSkip: external,
  });
  return {
    checked: result.links.length,
    broken: result.links.filter((link) => link.state === "BROKEN").map((link) => `${link.parent} -> ${link.url} (${link.status})`),
  };
}
