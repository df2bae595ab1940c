import { decodeRequestPath, mergedSlashesTarget } from "../request-path";

describe("decodeRequestPath", () => {
  it.each([
    ["/", "/"],
    ["/team/", "/team/"],
    ["/team/?utm_source=x", "/team/"],
    ["/%C3%BCber/", "/über/"],
    ["/static/a%20b.png", "/static/a b.png"],
  ])("decodes %s", (url, expected) => {
    expect(decodeRequestPath(url)).toBe(expected);
  });

  it.each([
    "/../etc/passwd",
    "/static/../../etc/passwd",
    "/%2e%2e/etc/passwd",
    "/%2E%2E%2Fetc%2Fpasswd",
    "/static/..%2f..%2fpackage.json",
    "/static%5c..%5cpackage.json",
    "/./index.html",
    "/team/%00",
    "/team%00.html",
    "//etc/passwd",
    "/%E0%A4%A",
    "relative",
  ])("refuses %s", (url) => {
    expect(decodeRequestPath(url)).toBeNull();
  });
});

describe("mergedSlashesTarget", () => {
  it.each([
    ["//team/", "/team/"],
    ["/team//", "/team/"],
    ["///projects///?utm_source=x", "/projects/?utm_source=x"],
    ["//evil.example/", "/evil.example/"],
    ["//evil.example//path", "/evil.example/path"],
  ])("sends %s to %s, a path on this site", (url, target) => {
    expect(mergedSlashesTarget(url)).toBe(target);
    expect(mergedSlashesTarget(url)).toMatch(/^\/(?![/\\])/);
  });

  it.each(["/team/", "/", "//\\evil.example/", "//%5cevil.example/", "//../etc/passwd", "/team/?next=//evil.example"])(
    "leaves %s alone",
    (url) => {
      expect(mergedSlashesTarget(url)).toBeNull();
    },
  );
});
