import { endpoints } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";

const { listThreads, getThread, sendMessage, widget } = endpoints.directMessages;

/** The id of the viewer's first conversation, which both platforms' demo member has. */
async function firstThreadId(shop: Storefront): Promise<string> {
  const { data } = await shop.api.directMessages.list();
  const [thread] = data;
  if (thread === undefined) throw new Error("The demo member should have a conversation");
  return thread.id;
}

export const directMessagesCases: ConformanceCase[] = [
  {
    endpoint: sendMessage,
    as: "member",
    call: (shop) => shop.api.directMessages.send({ body: "  Hello from the conformance suite  " }),
  },
  {
    endpoint: listThreads,
    as: "member",
    call: (shop) => shop.api.directMessages.list({ pageSize: 5 }),
  },
  {
    endpoint: listThreads,
    as: "creator",
    call: (shop) => shop.api.directMessages.list(),
  },
  {
    endpoint: getThread,
    as: "member",
    call: async (shop) => {
      const thread = await shop.api.directMessages.get(await firstThreadId(shop));
      if (thread.messages.length === 0) throw new Error("A conversation holds its messages");
    },
  },
  {
    endpoint: widget,
    as: "member",
    call: (shop) => shop.api.directMessages.widget(),
  },
];
