import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";

describe("robots.txt", () => {
  it("lets crawlers list the shop and the public membership pages, not a member's own", () => {
    expect(robotsTxt().split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /membership/checkouts/",
      "Disallow: /membership/users/",
      "Disallow: /membership/direct-messages",
      "Disallow: /membership/video-embeds/",
      "Disallow: /membership/posts/*/unlock",
      "Disallow: /membership/upsellings/",
      "Disallow: /membership/auth/",
      "",
    ]);
  });
});
