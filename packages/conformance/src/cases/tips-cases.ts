import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";
import { counterpartOf } from "./member-account";

const tips = endpoints.tips;

/** Paid on the demo member's saved card: before the billing cases change it. */
export const tipsCases: ConformanceCase[] = [
  {
    endpoint: tips.sendTip,
    as: "member",
    call: async (shop) =>
      shop.api.order.sendTip({
        amount: 500,
        message: "  Thanks for the trail guide  ",
        creatorId: await counterpartOf(shop),
      }),
  },
  {
    endpoint: tips.unlockMessage,
    as: "member",
    call: async (shop) => {
      const [thread] = (await shop.api.directMessages.list()).data;
      if (thread === undefined) throw new Error("The demo member should have a conversation");
      const { messages } = await shop.api.directMessages.get(thread.id);
      // A locked one is paid for; an open one answers as it is.
      const message = messages.find((item) => item.locked) ?? messages[0];
      if (message === undefined) throw new Error("A conversation holds its messages");
      return shop.api.order.unlockMessage({ messageId: message.id });
    },
  },
];
