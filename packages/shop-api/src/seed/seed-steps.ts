import { directMessagesSeed } from "../direct-messages/direct-messages-seed";
import { membersSeed } from "../members/members-seed";
import { membershipSeed } from "../membership-checkout/membership-seed";
import { catalogSeed, minimalCatalogSeed } from "./catalog-seed";
import { contentSeed } from "./content-seed";
import type { SeedStep } from "./run-seed";
import { shopPagesSeed } from "./shop-pages-seed";
import { accountsSeed, minimalCreatorSeed, privateMemberSeed, shopsSeed } from "./shops-seed";
import { socialSeed } from "./social-seed";

/** The demo data, in order. Add a step at the end; never rename one that has shipped. */
export const seedSteps: readonly SeedStep[] = [
  shopsSeed,
  accountsSeed,
  catalogSeed,
  socialSeed,
  membersSeed,
  membershipSeed,
  directMessagesSeed,
  contentSeed,
  shopPagesSeed,
  minimalCatalogSeed,
  minimalCreatorSeed,
  privateMemberSeed,
];
