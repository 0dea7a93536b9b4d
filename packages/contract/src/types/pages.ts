import * as z from "zod/mini";
import { isoDateTime } from "./common";
import { contentBlock } from "./content";

/** A content page (about, shipping, returns, FAQ) as safe blocks, never HTML. */
export const contentPage = z.object({
  slug: z.string(),
  title: z.string(),
  blocks: z.array(contentBlock),
  updatedAt: isoDateTime,
});
export type ContentPage = z.output<typeof contentPage>;

/** What the coming-soon screen shows while the shop is not open. */
export const comingSoon = z.object({
  shopName: z.string(),
  headline: z.string(),
  message: z.string(),
  launchAt: z.nullable(isoDateTime),
  /** True when a password lets visitors in early. */
  passwordEnabled: z.boolean(),
});
export type ComingSoon = z.output<typeof comingSoon>;
