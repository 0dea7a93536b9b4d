import * as z from "zod/mini";
import { isoDateTime, moneyMinor } from "./common";

export const directMessageParticipant = z.object({
  id: z.string(),
  type: z.enum(["MEMBER", "CREATOR"]),
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type DirectMessageParticipant = z.output<typeof directMessageParticipant>;

export const directMessage = z.object({
  id: z.string(),
  threadId: z.string(),
  sender: directMessageParticipant,
  body: z.string(),
  /** Locked messages need an unlock (paid) before their body is sent. */
  locked: z.boolean(),
  /** What unlocking costs, in minor units of the shop's currency; set while `locked`. */
  unlockPrice: z.optional(moneyMinor),
  createdAt: isoDateTime,
  readAt: z.nullable(isoDateTime),
});
export type DirectMessage = z.output<typeof directMessage>;

export const directMessageThread = z.object({
  id: z.string(),
  counterpart: directMessageParticipant,
  lastMessage: z.nullable(directMessage),
  unreadCount: z.number(),
  updatedAt: isoDateTime,
});
export type DirectMessageThread = z.output<typeof directMessageThread>;

export const directMessageThreadDetail = z.extend(directMessageThread, {
  messages: z.array(directMessage),
});
export type DirectMessageThreadDetail = z.output<typeof directMessageThreadDetail>;

export interface DirectMessagesQuery {
  page?: number;
  pageSize?: number;
}

export interface SendDirectMessagePayload {
  body: string;
}

export const directMessageWidget = z.object({ unreadMessageCount: z.number() });
export type DirectMessageWidget = z.output<typeof directMessageWidget>;
