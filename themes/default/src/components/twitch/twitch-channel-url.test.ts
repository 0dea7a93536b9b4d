import { describe, expect, it } from "vitest";
import { twitchChannelUrl } from "./twitch-channel-url";

describe("twitchChannelUrl", () => {
  it("is the channel's page on twitch.tv", () => {
    expect(twitchChannelUrl("mayamakes")).toBe("https://twitch.tv/mayamakes");
  });

  it("keeps a name with path or query characters inside its own segment", () => {
    expect(twitchChannelUrl("a/../b?x=1")).toBe("https://twitch.tv/a%2F..%2Fb%3Fx%3D1");
  });
});
