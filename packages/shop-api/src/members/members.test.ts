import {
  type ApiErrorBody,
  type Badge,
  type Creator,
  type DataResponse,
  endpoints,
  type Member,
} from "@vitrine/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../seed/seed-id";
import { demoUserId } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { badgeId } from "./members-seed";
import { bearer, type DemoUser, demoTokens } from "./test-sessions";

describe.each(testBackends())("members and creators on $name", (backend) => {
  let shop: TestShop;
  let tokens: Record<DemoUser, string>;
  let png: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    shop = await openTestShop(backend);
    tokens = await demoTokens(shop);
    png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff6b4a" } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => shop.close());

  const post = (user: DemoUser, path: string, body?: object) =>
    shop.request(path, {
      method: "POST",
      headers: bearer(tokens[user]),
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const profile = async (user: DemoUser) =>
    (
      await shop.json<DataResponse<{ member: Member }>>(endpoints.members.profile.path, {
        headers: bearer(tokens[user]),
      })
    ).data.member;
  const errorOf = async (response: Response) => (await response.json()) as ApiErrorBody;
  const form = (fields: Record<string, string | Blob>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  /** Multipart as a browser sends it: the boundary comes from the encoded form. */
  const updateProfile = async (
    user: DemoUser,
    path: string,
    fields: Record<string, string | Blob>,
  ) => {
    const encoded = new Request("http://localhost/", { method: "POST", body: form(fields) });
    return shop.request(path, {
      method: "POST",
      headers: {
        ...bearer(tokens[user]),
        "Content-Type": encoded.headers.get("Content-Type") ?? "",
      },
      body: await encoded.arrayBuffer(),
    });
  };

  describe("member profile", () => {
    it("answers the paid member with subscription, tier, badges and the next payment", async () => {
      const member = await profile("member");
      expect(member).toMatchObject({
        type: "MEMBER",
        email: "member@demo.test",
        showWelcomePost: false,
        discordConnected: false,
      });
      expect(member.subscription).toMatchObject({
        status: "ACTIVE",
        canceledAt: null,
        interval: "MONTHLY",
        exitSurveyed: false,
      });
      expect(member.tier).toMatchObject({ name: "Supporter", type: "PAID", monthlyPrice: 500 });
      expect(member.badges.map((b) => [b.name, b.showInProfile])).toEqual([
        ["Early supporter", true],
        ["One year", true],
        ["Superfan", false],
      ]);
      expect(member.billingInfo?.nextPayment).toMatchObject({ amount: 500, currency: "USD" });
    });

    it("answers the free member without subscription, tier or billing", async () => {
      expect(await profile("free")).toMatchObject({
        subscription: null,
        tier: null,
        billingInfo: null,
        badges: [],
        showWelcomePost: true,
      });
    });

    it("answers the cancelled member with canceledAt set, the exit survey not done, and no next payment", async () => {
      const member = await profile("cancelled");
      expect(member.subscription?.canceledAt).not.toBeNull();
      expect(member.subscription?.exitSurveyed).toBe(false);
      expect(member.billingInfo).toEqual({ nextPayment: null });
    });

    it("updates display name and bio from multipart form data; only the fields sent change", async () => {
      const response = await updateProfile("free", endpoints.members.updateProfile.path, {
        displayName: "Alex K.",
        bio: "I draw owls.",
      });
      expect(response.status).toBe(200);
      const { member } = ((await response.json()) as DataResponse<{ member: Member }>).data;
      expect(member).toMatchObject({
        displayName: "Alex K.",
        bio: "I draw owls.",
        avatarUrl: null,
      });
      await updateProfile("free", endpoints.members.updateProfile.path, { bio: "Owls and foxes." });
      expect(await profile("free")).toMatchObject({
        displayName: "Alex K.",
        bio: "Owls and foxes.",
      });
    });

    it("stores a PNG avatar re-encoded as WebP in the media store and serves it", async () => {
      const response = await updateProfile("free", endpoints.members.updateProfile.path, {
        avatar: new File([png], "me.png", { type: "image/png" }),
      });
      const { member } = ((await response.json()) as DataResponse<{ member: Member }>).data;
      expect(member.avatarUrl).toMatch(/^\/media\/avatar-.*\.webp$/);
      const media = await shop.request(member.avatarUrl ?? "");
      expect(media.headers.get("Content-Type")).toBe("image/webp");
    });

    it("refuses an avatar that is not a whole image: a truncated file and an image bomb", async () => {
      const truncated = png.subarray(0, Math.floor(png.byteLength / 2));
      // A valid PNG header claiming 30000 × 30000 pixels, with no picture behind it.
      const bomb = await sharp({
        create: { width: 1, height: 1, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      bomb.writeUInt32BE(30_000, 16);
      bomb.writeUInt32BE(30_000, 20);
      for (const bytes of [truncated, new Uint8Array(bomb)]) {
        const response = await updateProfile("free", endpoints.members.updateProfile.path, {
          avatar: new File([bytes], "me.png", { type: "image/png" }),
        });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toBe("The avatar image could not be read.");
      }
    });

    it("refuses an avatar that only claims to be an image, by its bytes", async () => {
      const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "me.png", {
        type: "image/png",
      });
      const response = await updateProfile("free", endpoints.members.updateProfile.path, {
        avatar: svg,
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "The avatar must be a PNG, JPEG or WebP image.",
      });
    });

    it("refuses an avatar over 2 MB and an empty display name", async () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set(png.subarray(0, 8));
      const tooBig = await updateProfile("free", endpoints.members.updateProfile.path, {
        avatar: new File([big], "big.png", { type: "image/png" }),
      });
      expect(tooBig.status).toBe(400);
      expect((await errorOf(tooBig)).message).toBe("The avatar must be at most 2 MB.");
      const empty = await updateProfile("free", endpoints.members.updateProfile.path, {
        displayName: "  ",
      });
      expect((await errorOf(empty)).issues?.[0]?.path).toBe("displayName");
    });

    it("refuses a profile update that is not multipart", async () => {
      const response = await post("free", endpoints.members.updateProfile.path, {
        displayName: "JSON",
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("Send the profile as multipart form data.");
    });

    it("hides the welcome post", async () => {
      expect((await post("free", endpoints.members.hideWelcomePost.path)).status).toBe(200);
      expect((await profile("free")).showWelcomePost).toBe(false);
    });
  });

  describe("exit survey", () => {
    const subscriptionId = seedId("sub", "cancelled@demo.test");

    it("is refused for a subscription that is not cancelled (409) and for another member's (404)", async () => {
      const active = await post("member", endpoints.members.exitSurvey.path, {
        subscriptionId: seedId("sub", "member@demo.test"),
        reason: "OTHER",
        comment: "",
      });
      expect(active.status).toBe(409);
      const foreign = await post("member", endpoints.members.exitSurvey.path, {
        subscriptionId,
        reason: "OTHER",
        comment: "",
      });
      expect(foreign.status).toBe(404);
    });

    it("validates the reason", async () => {
      const response = await post("cancelled", endpoints.members.exitSurvey.path, {
        subscriptionId,
        reason: "BORED",
        comment: "",
      });
      expect((await errorOf(response)).issues?.[0]?.path).toBe("reason");
    });

    it("records the answer once; a second answer or a skip then answers 409", async () => {
      const answer = await post("cancelled", endpoints.members.exitSurvey.path, {
        subscriptionId,
        reason: "TOO_EXPENSIVE",
        comment: "Money is tight.",
      });
      expect(answer.status).toBe(200);
      expect((await profile("cancelled")).subscription?.exitSurveyed).toBe(true);
      expect(
        (
          await post("cancelled", endpoints.members.exitSurvey.path, {
            subscriptionId,
            reason: "OTHER",
            comment: "",
          })
        ).status,
      ).toBe(409);
      expect(
        (await post("cancelled", endpoints.members.skipExitSurvey.path, { subscriptionId })).status,
      ).toBe(409);
    });
  });

  describe("blocks, badges, Discord", () => {
    it("blocks and unblocks a user of the shop; blocking oneself or an unknown user fails", async () => {
      const other = demoUserId("other@demo.test");
      expect((await post("member", endpoints.members.block.path, { userId: other })).status).toBe(
        200,
      );
      expect((await profile("member")).blockedUserIds).toEqual([other]);
      expect((await post("member", endpoints.members.unblock.path, { userId: other })).status).toBe(
        200,
      );
      expect((await profile("member")).blockedUserIds).toEqual([]);
      expect(
        (
          await post("member", endpoints.members.block.path, {
            userId: demoUserId("member@demo.test"),
          })
        ).status,
      ).toBe(400);
      expect(
        (await post("member", endpoints.members.block.path, { userId: "usr_nobody" })).status,
      ).toBe(404);
    });

    it("shows exactly the chosen badges in the profile", async () => {
      const response = await post("member", endpoints.members.showBadges.path, {
        badgeIds: [badgeId("superfan")],
      });
      const badges = ((await response.json()) as DataResponse<Badge[]>).data;
      expect(badges.filter((b) => b.showInProfile).map((b) => b.id)).toEqual([badgeId("superfan")]);
    });

    it("refuses a badge the member has not earned (404)", async () => {
      expect(
        (
          await post("member", endpoints.members.showBadges.path, {
            badgeIds: [badgeId("commenter")],
          })
        ).status,
      ).toBe(404);
    });

    it("links and unlinks Discord", async () => {
      expect(
        (await post("member", endpoints.members.connectDiscord.path, { code: "abc123" })).status,
      ).toBe(200);
      expect((await profile("member")).discordConnected).toBe(true);
      const unlink = await shop.request(endpoints.members.connectDiscord.path, {
        method: "DELETE",
        headers: bearer(tokens.member),
      });
      expect(unlink.status).toBe(200);
      expect((await profile("member")).discordConnected).toBe(false);
      expect(
        (await post("member", endpoints.members.connectDiscord.path, { code: "not a code!" }))
          .status,
      ).toBe(400);
    });
  });

  describe("creators", () => {
    it("answers the creator's profile and updates it from multipart form data", async () => {
      const me = await shop.json<DataResponse<{ creator: Creator }>>(
        endpoints.creators.creatorProfile.path,
        {
          headers: bearer(tokens.creator),
        },
      );
      expect(me.data.creator).toMatchObject({
        type: "CREATOR",
        email: "creator@demo.test",
        displayName: "Maya Ortiz",
      });
      const response = await updateProfile(
        "creator",
        endpoints.creators.updateCreatorProfile.path,
        {
          bio: "Prints and owls.",
          avatar: new File([png], "maya.png"),
        },
      );
      const { creator } = ((await response.json()) as DataResponse<{ creator: Creator }>).data;
      expect(creator).toMatchObject({ bio: "Prints and owls." });
      expect(creator.avatarUrl).toMatch(/^\/media\//);
    });

    it("shadowbans a member of the shop; an unknown member or a creator is a 404", async () => {
      expect(
        (
          await post("creator", endpoints.creators.shadowban.path, {
            memberId: demoUserId("free@demo.test"),
          })
        ).status,
      ).toBe(200);
      const row = await shop.db
        .selectFrom("member_accounts")
        .select("shadowbanned_at")
        .where("user_id", "=", demoUserId("free@demo.test"))
        .executeTakeFirst();
      expect(row?.shadowbanned_at).toBeInstanceOf(Date);
      expect(
        (await post("creator", endpoints.creators.shadowban.path, { memberId: "usr_nobody" }))
          .status,
      ).toBe(404);
      expect(
        (
          await post("creator", endpoints.creators.shadowban.path, {
            memberId: demoUserId("creator@demo.test"),
          })
        ).status,
      ).toBe(404);
    });

    it("does not shadowban a member of another shop", async () => {
      await shop.db
        .insertInto("users")
        .values({
          id: "usr_minimal_member",
          shop_id: "shop_minimal",
          type: "MEMBER",
          email: "m@minimal.test",
          password_hash: "unused",
          display_name: "M",
        })
        .execute();
      expect(
        (
          await post("creator", endpoints.creators.shadowban.path, {
            memberId: "usr_minimal_member",
          })
        ).status,
      ).toBe(404);
    });
  });
});
