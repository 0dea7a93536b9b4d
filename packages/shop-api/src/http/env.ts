import type { StorefrontEndpoints } from "@vitrine/contract";
import type { MediaSigner } from "../assets/media-signing";
import type { MediaStore } from "../assets/media-store";
import type { WorkQueue } from "../assets/work-queue";
import type { ShopSecrets } from "../auth/secrets";
import type { SessionTokens } from "../auth/session-tokens";
import type { VariantCache } from "../cart/cart-store";
import type { ChangeFeed } from "../db/change-feed";
import type { ShopDatabase } from "../db/database";
import type { MailTransport } from "../mail/mail-transport";
import type { ThemeScheduler } from "../themes/theme-scheduler";
import type { ThemeTrialSlot } from "../themes/theme-trial";
import type { ErrorReporter } from "./error-handler";
import type { ReadCache } from "./shared-cache";

/** What every route module is built from. */
export interface ShopApiDeps {
  db: ShopDatabase;
  /** The platform's secrets; derive a key per purpose with `deriveKey`, never use them raw. */
  secrets: ShopSecrets;
  sessions: SessionTokens;
  clock: () => Date;
  /** The API bases of a shop origin (`initialState.endpoints`, the discovery answer). */
  endpointsFor: (origin: string) => StorefrontEndpoints;
  reportError: ErrorReporter;
  mail: MailTransport;
  /** Where media files are stored and read (`databaseMediaStore` unless told otherwise). */
  mediaStore: MediaStore;
  /** Signs and checks the URLs of gated media (video and audio sources). */
  mediaSigner: MediaSigner;
  /** Where the image service keeps what it resized. */
  imageCacheDir: string;
  /** Where resizes wait their turn; past its cap the image service answers 503. */
  resizeQueue: WorkQueue;
  /** Tells every node what a write changed, once committed, so their caches drop it. */
  changeFeed: ChangeFeed;
  /** This node's hot cache of the catalogue's public reads, emptied per shop by `changeFeed`. */
  readCache: ReadCache;
  /** This node's cache of the variants carts take, emptied per shop by `changeFeed`. */
  variantCache: VariantCache;
  /** Renders an upload's pages before it is published, when the node renders themes. */
  themeTrial: ThemeTrialSlot;
  /** Publishes the settings owners scheduled, on time (`createThemeScheduler`). */
  themeScheduler: ThemeScheduler;
}
