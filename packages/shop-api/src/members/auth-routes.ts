import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type UserType } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/password";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { requireSession } from "../auth/session-middleware";
import type { ShopDatabase } from "../db/database";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { parseJson, parseQuery } from "../http/validate";
import { createResetToken, resetPassword } from "./password-reset";
import { trustedShopOrigin } from "./shop-origin";

const MINUTE_MS = 60_000;

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: "Enter a valid email address." }))
  .transform((email) => email.toLowerCase());
const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { message: `Use at most ${MAX_PASSWORD_LENGTH} characters.` });
const anyPassword = z.string().min(1).max(MAX_PASSWORD_LENGTH);
const emailBody = z.object({ email: emailSchema });
const loginBody = z.object({ email: emailSchema, password: anyPassword });
const signupQuery = z.object({ withLogin: z.enum(["true", "false"]).optional() });
const signupBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.string().trim().min(1).max(80),
});
const resetBody = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
const changeBody = z.object({
  currentPassword: anyPassword,
  newPassword: passwordSchema,
});

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
export function authRoutes({ db, sessions, clock, mail, reportError }: ShopApiDeps) {
  const loginLimiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: MINUTE_MS, clock });
  const signupLimiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: MINUTE_MS, clock });
  const resetLimiter = createDatabaseRateLimiter(db, { limit: 5, windowMs: 15 * MINUTE_MS, clock });

  const login = (type: UserType) => async (c: Context<ShopEnv>) => {
    const { email, password } = await parseJson(c, loginBody);
    const user = await findUser(db, c.var.shop.id, type, email);
    dummyHash ??= hashPassword("not-a-real-password");
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !matches) throw invalidCredentials();
    const accessToken = await sessions.sign({
      sub: user.id,
      user_type: type,
      shop_id: c.var.shop.id,
    });
    return c.json({ data: { accessToken } });
  };

  return new Hono<ShopEnv>()
    .post("/api/auth/member/login", rateLimit(loginLimiter, "member-login"), login("MEMBER"))
    .post("/api/auth/creator/login", rateLimit(loginLimiter, "creator-login"), login("CREATOR"))
    .post("/api/auth/creator/check", rateLimit(loginLimiter, "creator-check"), async (c) => {
      const { email } = await parseJson(c, emailBody);
      const creator = await findUser(db, c.var.shop.id, "CREATOR", email);
      return c.json({ data: { isCreator: creator !== undefined } });
    })
    .post("/api/auth/member/signup", rateLimit(signupLimiter, "member-signup"), async (c) => {
      const { withLogin } = parseQuery(c, signupQuery);
      const { email, password, displayName } = await parseJson(c, signupBody);
      const shop = c.var.shop;
      if (!shop.membership.enabled) {
        throw httpError(404, "This shop has no membership.", { code: "MEMBERSHIP_DISABLED" });
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
    })
    .post("/api/auth/logout", async (c) => {
      await sessions.end(requireSession(c).sid);
      return c.json({ data: null });
    })
    .post("/api/auth/forgot-password", rateLimit(resetLimiter, "forgot-password"), async (c) => {
      const { email } = await parseJson(c, emailBody);
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
    })
    .post("/api/auth/reset-password", rateLimit(resetLimiter, "reset-password"), async (c) => {
      const { token, password } = await parseJson(c, resetBody);
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
    })
    .post("/api/auth/change-password", async (c) => {
      const session = requireSession(c);
      const { currentPassword, newPassword } = await parseJson(c, changeBody);
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
    });
}
