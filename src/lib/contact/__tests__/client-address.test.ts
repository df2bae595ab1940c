import { clientAddress } from "../client-address";

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
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("counts an IPv4 address the same whether it arrives IPv6-mapped or not", () => {
    expect(clientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });
});
