import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("whose attempts a request counts as", () => {
  const proxies = ["127.0.0.1", "10.0.0.2"];

  it("the peer, when it is not one of the platform's proxies, whatever it forwards", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.7", proxies)).toBe("203.0.113.9");
  });

  it("behind the platform's proxies, the first address from the right that is not one of them", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7", proxies)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "198.51.100.7, 10.0.0.2", proxies)).toBe("198.51.100.7");
  });

  it("never what a client wrote further left: it cannot choose its address", () => {
    expect(clientAddress("127.0.0.1", "1.2.3.4, 198.51.100.7", proxies)).toBe("198.51.100.7");
  });

  it("the proxy itself when it forwards nothing", () => {
    expect(clientAddress("127.0.0.1", undefined, proxies)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", " , 10.0.0.2", proxies)).toBe("127.0.0.1");
  });
});
