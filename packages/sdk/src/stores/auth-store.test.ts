import { creatorFixture, memberFixture } from "@vitrine/contract/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { ApiError, networkError } from "../http/api-error";
import { createSessionAccess } from "../session/session-access";
import { createAuthStore, PROFILE_LOAD_DELAY_MS } from "./auth-store";

/** An unsigned JWT with the given claims: the SDK only reads claims, the server verifies. */
function tokenFor(userType: "MEMBER" | "CREATOR") {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    sub: "u1",
    user_type: userType,
    shop_id: "shop-demo",
    exp: Date.now() / 1000 + 3600,
  };
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

function setup() {
  const session = createSessionAccess(createMemoryCookieJar());
  const navigate = vi.fn();
  const card = { id: "pm-1", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };
  const api = {
    membership: {
      checkCreator: vi.fn().mockResolvedValue({ isCreator: false }),
      loginMember: vi.fn().mockResolvedValue({ accessToken: tokenFor("MEMBER") }),
      loginCreator: vi.fn().mockResolvedValue({ accessToken: tokenFor("CREATOR") }),
      signupMember: vi.fn().mockResolvedValue({ accessToken: tokenFor("MEMBER") }),
      logout: vi.fn().mockResolvedValue(null),
      profile: vi.fn().mockResolvedValue({ member: memberFixture() }),
      creatorProfile: vi.fn().mockResolvedValue({ creator: creatorFixture() }),
    },
    order: { getPaymentMethod: vi.fn().mockResolvedValue(card) },
  };
  const auth = createAuthStore({ api, session, navigate });
  return { auth, api, session, navigate, card };
}

const credentials = { email: "member@demo.test", password: "member-pass-1" };

describe("auth store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("login stores the token and loads the profile 10 ms later", async () => {
    const { auth, api, session } = setup();
    const done = auth.login(credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current().loggedIn).toBe(true);
    expect(api.membership.profile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PROFILE_LOAD_DELAY_MS);
    await done;
    expect(api.membership.profile).toHaveBeenCalledOnce();
  });

  it("a member loads the member profile, then the payment method", async () => {
    const { auth, api, card } = setup();
    const done = auth.login(credentials);
    await vi.runAllTimersAsync();
    await done;
    expect(auth.state.user).toEqual(memberFixture());
    expect(api.order.getPaymentMethod).toHaveBeenCalledWith("msh-1");
    expect(auth.state.paymentMethod).toEqual(card);
    expect(api.membership.creatorProfile).not.toHaveBeenCalled();
  });

  it("a creator loads the creator profile", async () => {
    const { auth, api } = setup();
    const done = auth.login({ email: "creator@demo.test", password: "creator-pass-1" }, "creator");
    await vi.runAllTimersAsync();
    await done;
    expect(api.membership.loginCreator).toHaveBeenCalled();
    expect(auth.state.user).toEqual(creatorFixture());
    expect(api.membership.profile).not.toHaveBeenCalled();
  });

  it("without a role, creator/check on the email picks the creator login", async () => {
    const { auth, api } = setup();
    api.membership.checkCreator.mockResolvedValue({ isCreator: true });
    const creator = { email: "creator@demo.test", password: "creator-pass-1" };
    const done = auth.login(creator);
    await vi.runAllTimersAsync();
    await done;
    expect(api.membership.checkCreator).toHaveBeenCalledWith("creator@demo.test");
    expect(api.membership.loginCreator).toHaveBeenCalledWith(creator);
    expect(api.membership.loginMember).not.toHaveBeenCalled();
    expect(auth.state.user?.type).toBe("CREATOR");
  });

  it("without a role, an email that is not the creator's uses the member login", async () => {
    const { auth, api } = setup();
    const done = auth.login(credentials);
    await vi.runAllTimersAsync();
    await done;
    expect(api.membership.checkCreator).toHaveBeenCalledWith(credentials.email);
    expect(api.membership.loginMember).toHaveBeenCalledWith(credentials);
    expect(api.membership.loginCreator).not.toHaveBeenCalled();
  });

  it("a refused login keeps the login's own error and starts no session", async () => {
    const { auth, api, session } = setup();
    api.membership.checkCreator.mockResolvedValue({ isCreator: true });
    const refused = new Error("The email or password is incorrect.");
    api.membership.loginCreator.mockRejectedValue(refused);
    await expect(
      auth.login({ email: "creator@demo.test", password: "wrong-password" }),
    ).rejects.toBe(refused);
    expect(session.current().loggedIn).toBe(false);
  });

  it("a given role skips creator/check", async () => {
    const { auth, api } = setup();
    const done = auth.login(credentials, "member");
    await vi.runAllTimersAsync();
    await done;
    expect(api.membership.checkCreator).not.toHaveBeenCalled();
  });

  it("a failed profile load removes the session and goes to login", async () => {
    const { auth, api, session, navigate } = setup();
    api.membership.profile.mockRejectedValue(
      new ApiError("Unauthorized", { statusCode: 401, statusMessage: "Unauthorized", data: {} }),
    );
    const done = auth.login(credentials);
    await vi.runAllTimersAsync();
    await done;
    expect(session.token()).toBeUndefined();
    expect(auth.state.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/membership/auth/login");
  });

  it("a profile load that gets no answer (offline, or the page being left) keeps the session", async () => {
    const { auth, api, session, navigate } = setup();
    // As the HTTP client throws it: an ApiError of status 0, not the browser's TypeError.
    api.membership.profile.mockRejectedValue(networkError(new TypeError("Failed to fetch")));
    const done = auth.login(credentials);
    await vi.runAllTimersAsync();
    await done;
    expect(session.token()).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a member whose card cannot be read stays logged in without a payment method", async () => {
    const { auth, api, navigate } = setup();
    api.order.getPaymentMethod.mockRejectedValue(new Error("provider down"));
    const done = auth.login(credentials);
    await vi.runAllTimersAsync();
    await done;
    expect(auth.state.user?.type).toBe("MEMBER");
    expect(auth.state.paymentMethod).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("signup logs the new member in", async () => {
    const { auth, api } = setup();
    const done = auth.signup({ ...credentials, displayName: "Riley" });
    await vi.runAllTimersAsync();
    await done;
    expect(api.membership.signupMember).toHaveBeenCalled();
    expect(auth.state.user?.type).toBe("MEMBER");
  });

  it("without a token the profile load leaves the visitor logged out", async () => {
    const { auth, api } = setup();
    await auth.loadProfile();
    expect(auth.state).toMatchObject({ user: null, status: "ready" });
    expect(api.membership.profile).not.toHaveBeenCalled();
  });

  it("logout calls the server, clears the token and goes to login", async () => {
    const { auth, api, session, navigate } = setup();
    session.setToken(tokenFor("MEMBER"));
    auth.setUser(memberFixture());
    await auth.logout();
    expect(api.membership.logout).toHaveBeenCalled();
    expect(session.token()).toBeUndefined();
    expect(auth.state.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/membership/auth/login");
  });

  it("logout can just clear the user, without navigating", async () => {
    const { auth, navigate } = setup();
    auth.setUser(memberFixture());
    await auth.logout({ redirect: false });
    expect(auth.state.user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logout failures are ignored", async () => {
    const { auth, api, session } = setup();
    api.membership.logout.mockRejectedValue(new Error("offline"));
    session.setToken(tokenFor("MEMBER"));
    await expect(auth.logout()).resolves.toBeUndefined();
    expect(session.token()).toBeUndefined();
  });
});
