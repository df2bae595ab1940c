import { decodeRequestPath } from "../request-path";

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
