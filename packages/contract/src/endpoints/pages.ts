import * as z from "zod/mini";
import { comingSoon, contentPage } from "../types/pages";
import { defineEndpoint } from "./endpoint";

/** The shop's content pages and its coming-soon screen. */
export const pagesEndpoints = {
  /** A content page by slug, as safe blocks (never HTML). */
  get: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/pages/:slug",
    answer: contentPage,
    access: "public",
  }),
  /** What the coming-soon screen shows; answered while the shop is closed too. */
  comingSoon: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/coming-soon",
    answer: comingSoon,
    access: "public",
  }),
};

/**
 * The early-access password of a coming-soon shop: `{ ok: true }` with the HttpOnly unlock cookie,
 * 401 INVALID_PASSWORD otherwise. Outside the registry until the conformance suite can address a
 * coming-soon shop (it calls the open demo shop, where every password is refused).
 */
export const enterComingSoon = defineEndpoint({
  method: "POST",
  base: "storefront",
  path: "/pod/coming-soon/enter",
  body: z.object({ password: z.string().check(z.minLength(1), z.maxLength(200)) }),
  answer: z.object({ ok: z.literal(true) }),
  access: "public",
});
