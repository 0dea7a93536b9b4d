import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";
import { counterpartOf } from "./member-account";

const creators = endpoints.creators;

/** The creator's own profile and moderation; after the member's cases, which a shadowban could hide. */
export const creatorsCases: ConformanceCase[] = [
  {
    endpoint: creators.creatorProfile,
    as: "creator",
    call: (shop) => shop.api.membership.creatorProfile(),
  },
  {
    endpoint: creators.updateCreatorProfile,
    as: "creator",
    call: (shop) => shop.api.membership.updateCreatorProfile({ bio: "Makes things for runners." }),
  },
  {
    endpoint: creators.shadowban,
    as: "creator",
    call: async (shop) => shop.api.membership.shadowban(await counterpartOf(shop)),
  },
];
