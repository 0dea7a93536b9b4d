import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";

describe("robots.txt", () => {
  it("lets crawlers list the shop and keeps the membership area out (spec §2)", () => {
    expect(robotsTxt()).toBe("User-agent: *\nAllow: /\nDisallow: /membership/\n");
  });
});
