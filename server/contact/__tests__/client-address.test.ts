import { clientAddress, rateLimitKey } from "../client-address";

describe("clientAddress", () => {
  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("behind one trusted proxy, is the right-most X-Forwarded-For entry: the address that proxy saw", () => {
    expect(clientAddress("10.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.1", " 203.0.113.9 ", 1)).toBe("203.0.113.9");
  });

  it("behind N trusted proxies, is the Nth entry from the right", () => {
    expect(clientAddress("10.0.0.1", "1.1.1.1, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("with fewer entries than trusted hops, is the left-most entry", () => {
    expect(clientAddress("10.0.0.1", "203.0.113.9", 3)).toBe("203.0.113.9");
  });

  it("falls back to the peer when the header is missing or empty", () => {
    expect(clientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
    expect(clientAddress(undefined, undefined, 0)).toBeUndefined();
  });

  it("counts an IPv4 address the same whether it arrives IPv6-mapped or not", () => {
    expect(clientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });
});

describe("rateLimitKey", () => {
  it("counts an IPv6 client by its /64 network, so picking another address in it lifts nothing", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:abcd::9"].map(rateLimitKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("counts an IPv4 address as it is", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });
});
