import type { ThemeTrial, ThemeTrialFailure } from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import type { CheckedUpload } from "./theme-upload-check";

/**
 * Where the node's trial renderer is plugged in: the host server's, once it has started beside
 * the shop API (`ShopApi.trialThemesWith`); none on a node that renders no theme on the server.
 */
export interface ThemeTrialSlot {
  current: ThemeTrial | null;
}

const FAULTS: Record<ThemeTrialFailure["kind"], string> = {
  crash: "crashed the server renderer",
  timeout: "ran out of time",
  memory: "ran out of memory",
};

/**
 * Renders a checked upload's pages with the shop's own data before it is stored; a page that
 * crashes, runs out of time or of memory refuses the upload with 422 `THEME_RENDER_FAILED`, the
 * page and the error, and nothing is published. A trial that could not run (no renderer ready) is
 * 503 `THEME_TRIAL_UNAVAILABLE`: an upload is never published untried.
 *
 * @example
 * await tryThemeUpload(db, trial, "shop_minimal", checked)
 * // throws 422: "The theme's page / crashed the server renderer (The render worker ended (SIGABRT)). Nothing was published."
 */
export async function tryThemeUpload(
  db: ShopDatabase,
  trial: ThemeTrial,
  shopId: string,
  checked: CheckedUpload,
): Promise<void> {
  const shop = await db
    .selectFrom("shops")
    .select("primary_host")
    .where("id", "=", shopId)
    .executeTakeFirstOrThrow();
  const failure = await trial({
    shopId,
    host: shop.primary_host,
    handle: checked.manifest.handle,
    hash: checked.hash,
    entrySource: new TextDecoder().decode(checked.files.get(checked.manifest.entry)),
  }).catch(() => {
    throw httpError(
      503,
      "The shop could not try the theme on its server just now. Nothing was published; send it again in a moment.",
      { code: "THEME_TRIAL_UNAVAILABLE" },
    );
  });
  if (failure === null) return;
  const message = `The theme's page ${failure.page} ${FAULTS[failure.kind]} (${failure.message}).`;
  throw httpError(422, `${message} Nothing was published.`, {
    code: "THEME_RENDER_FAILED",
    issues: [{ path: failure.page, message }],
  });
}
