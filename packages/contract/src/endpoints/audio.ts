import { audio, audioSummary } from "../types/content";
import { contentPageQuery } from "./content-page-query";
import { defineEndpoint } from "./endpoint";

/** The membership's audio; a locked one comes without its `source`. */
export const audioEndpoints = {
  listAudios: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/audios",
    query: contentPageQuery(),
    answer: audioSummary,
    list: true,
    access: "public",
  }),
  /** An audio by handle, its (signed) source only when the viewer may listen. */
  getAudio: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/audios/:handle",
    answer: audio,
    access: "public",
  }),
};
