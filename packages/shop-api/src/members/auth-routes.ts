import { endpoints, type UserType } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/password";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import type { ShopDatabase } from "../db/database";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { createResetToken, resetPassword } from "./password-reset";
import { trustedShopOrigin } from "./shop-origin";

const MINUTE_MS = 60_000;

const {
  loginMember,
  loginCreator,
  checkCreator,
  signupMember,
  logout,
  forgotPassword,
  resetPassword: resetPasswordCall,
  changePassword,
} = endpoints.auth;

const invalidCredentials = () =>
  httpError(401, "The email or password is not correct.", { code: "INVALID_CREDENTIALS" });

/** Verifying against this when no account matches keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;

async function findUser(db: ShopDatabase, shopId: string, type: UserType, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where("shop_id", "=", shopId)
    .where("type", "=", type)
    .where("email", "=", email)
    .executeTakeFirst();
}

/**
 * Member and creator login, member signup, logout (the token's session ends server-side), forgot and
 * reset password (links go out through the mail port), change password.
 */
export function authRoutes(deps: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  signInRoutes(router, deps);
  passwordRoutes(router, deps);
  return router;
}

/** Login, the creator check, signup and logout. */
function signInRoutes(router: Hono<ShopEnv>, { db, sessions, clock }: ShopApiDeps) {
  const loginLimiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: MINUTE_MS, clock });
  const signupLimiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: MINUTE_MS, clock });

  const login =
    (type: UserType) =>
    async (c: Context<ShopEnv>, { body }: { body: { email: string; password: string } }) => {
      const user = await findUser(db, c.var.shop.id, type, body.email);
      dummyHash ??= hashPassword("not-a-real-password");
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash));
      if (!user || !matches) throw invalidCredentials();
      const accessToken = await sessions.sign({
        sub: user.id,
        user_type: type,
        shop_id: c.var.shop.id,
      });
      return c.json({ data: { accessToken } });
    };

  onEndpoint(router, loginMember, [rateLimit(loginLimiter, "member-login")], login("MEMBER"));
  onEndpoint(router, loginCreator, [rateLimit(loginLimiter, "creator-login")], login("CREATOR"));
  onEndpoint(
    router,
    checkCreator,
    [rateLimit(loginLimiter, "creator-check")],
    async (c, { body: { email } }) => {
      const creator = await findUser(db, c.var.shop.id, "CREATOR", email);
      return c.json({ data: { isCreator: creator !== undefined } });
    },
  );
  onEndpoint(
    router,
    signupMember,
    [rateLimit(signupLimiter, "member-signup")],
    async (c, { query: { withLogin }, body: { email, password, displayName } }) => {
      const shop = c.var.shop;
      if (!shop.membership.enabled) {
        throw httpError(404, "This shop has no membership.", { code: "MEMBERSHIP_DISABLED" });
      }
      // The storefront offers no sign-up there; a call made around it is refused all the same.
      if (!shop.membership.public) {
        throw httpError(403, "This membership takes no sign-ups: its creator admits its members.", {
          code: "MEMBERSHIP_PRIVATE",
        });
      }
      const created = await db
        .insertInto("users")
        .values({
          id: `usr_${crypto.randomUUID().replaceAll("-", "")}`,
          shop_id: shop.id,
          type: "MEMBER",
          email,
          password_hash: await hashPassword(password),
          display_name: displayName,
        })
        .onConflict((oc) => oc.columns(["shop_id", "type", "email"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!created) {
        throw httpError(409, "An account with this email already exists. Log in instead.", {
          code: "EMAIL_TAKEN",
        });
      }
      if (withLogin !== "true") return c.json({ data: null });
      const accessToken = await sessions.sign({
        sub: created.id,
        user_type: "MEMBER",
        shop_id: shop.id,
      });
      return c.json({ data: { accessToken } });
    },
  );
  onEndpoint(router, logout, [signedIn()], async (c) => {
    await sessions.end(requireSession(c).sid);
    return c.json({ data: null });
  });
}

/** Forgot and reset password (links go out through the mail port), change password. */
function passwordRoutes(
  router: Hono<ShopEnv>,
  { db, sessions, clock, mail, reportError }: ShopApiDeps,
) {
  const resetLimiter = createDatabaseRateLimiter(db, { limit: 5, windowMs: 15 * MINUTE_MS, clock });
  onEndpoint(
    router,
    forgotPassword,
    [rateLimit(resetLimiter, "forgot-password")],
    async (c, { body: { email } }) => {
      const shop = c.var.shop;
      const user = await db
        .selectFrom("users")
        .select("id")
        .where("shop_id", "=", shop.id)
        .where("email", "=", email)
        .orderBy("type", "desc") // MEMBER before CREATOR when one email has both
        .executeTakeFirst();
      if (user) {
        const token = await createResetToken(db, user.id, clock());
        const origin = await trustedShopOrigin(db, shop, c.req.header("Host"));
        const link = `${origin}/membership/auth/reset-password?token=${token}`;
        // Sent after the answer: waiting for the mail server would tell, by the time taken, which
        // addresses have an account. A failure is reported (never with the link) for the operator.
        mail
          .send({
            shopId: shop.id,
            to: email,
            subject: `Reset your ${shop.name} password`,
            text: `Someone asked to reset your password. Open this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this email.`,
          })
          .catch((error: unknown) => reportError(error, { method: "POST", path: c.req.path }));
      }
      return c.json({ data: null });
    },
  );
  onEndpoint(
    router,
    resetPasswordCall,
    [rateLimit(resetLimiter, "reset-password")],
    async (c, { body: { token, password } }) => {
      const userId = await resetPassword(
        db,
        c.var.shop.id,
        token,
        await hashPassword(password),
        clock(),
      );
      if (userId === null) {
        throw httpError(400, "This reset link is invalid or has expired. Ask for a new one.", {
          code: "RESET_TOKEN_INVALID",
        });
      }
      // Whoever knew the old password (or held a stolen session) is out.
      await sessions.endAllOf(userId);
      return c.json({ data: null });
    },
  );
  onEndpoint(
    router,
    changePassword,
    [signedIn()],
    async (c, { body: { currentPassword, newPassword } }) => {
      const session = requireSession(c);
      const user = await db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", session.sub)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        throw httpError(400, "Your current password is not correct.", { code: "WRONG_PASSWORD" });
      }
      await db
        .updateTable("users")
        .set({ password_hash: await hashPassword(newPassword) })
        .where("id", "=", session.sub)
        .execute();
      // Every other device logs in again with the new password; this one stays in.
      await sessions.endAllOf(session.sub, session.sid);
      return c.json({ data: null });
    },
  );
}
