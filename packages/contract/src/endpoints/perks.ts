import * as z from "zod/mini";
import { perk } from "../types/content";
import { defineEndpoint } from "./endpoint";

export const perksEndpoints = {
  /** Every tier's perks; a perk's value only for members whose paid tier reaches its tier. */
  listPerks: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/members/perks",
    answer: z.array(perk),
    access: "account",
  }),
};
