import * as z from "zod/mini";
import { directMessage } from "../types/direct-messages";
import { sendTipPayload, unlockMessagePayload } from "../types/order";
import { defineEndpoint } from "./endpoint";

/** Money a member gives beyond the subscription, charged to the saved card. */
export const tipsEndpoints = {
  sendTip: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/memberships/send-tip",
    body: sendTipPayload,
    answer: z.object({ id: z.string() }),
    access: "member",
  }),
  /** Pays a locked direct message's price (once) and answers the message unlocked. */
  unlockMessage: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/memberships/unlock-message",
    body: unlockMessagePayload,
    answer: directMessage,
    access: "member",
  }),
};
