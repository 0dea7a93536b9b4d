import * as z from "zod/mini";
import { id } from "../rules/field-rules";
import { creator } from "../types/membership";
import { defineEndpoint, multipart } from "./endpoint";

const creatorAnswer = z.object({ creator });

/** The creator's own profile, and moderation of the shop's members. */
export const creatorsEndpoints = {
  creatorProfile: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/creators/profile",
    answer: creatorAnswer,
    access: "creator",
  }),
  /** The same multipart form as a member's profile update. */
  updateCreatorProfile: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/creators/update-profile",
    body: multipart,
    answer: creatorAnswer,
    access: "creator",
  }),
  /** Hides a member's comments and messages from everyone else. */
  shadowban: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/creators/shadowban",
    body: z.object({ memberId: id }),
    answer: z.null(),
    access: "creator",
  }),
};
