import type { IsoDateTime } from "./common";
import type { ContentBlock } from "./content";

/** A content page (about, shipping, returns, FAQ) as safe blocks, never HTML. */
export interface ContentPage {
  slug: string;
  title: string;
  blocks: ContentBlock[];
  updatedAt: IsoDateTime;
}

/** What the coming-soon screen shows while the shop is not open. */
export interface ComingSoon {
  shopName: string;
  headline: string;
  message: string;
  launchAt: IsoDateTime | null;
  /** True when a password lets visitors in early. */
  passwordEnabled: boolean;
}
