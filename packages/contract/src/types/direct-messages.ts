import type { IsoDateTime, MoneyMinor } from "./common";

export interface DirectMessageParticipant {
  id: string;
  type: "MEMBER" | "CREATOR";
  displayName: string;
  avatarUrl: string | null;
}

export interface DirectMessage {
  id: string;
  threadId: string;
  sender: DirectMessageParticipant;
  body: string;
  /** Locked messages need an unlock (paid) before their body is sent. */
  locked: boolean;
  /** What unlocking costs, in minor units of the shop's currency; set while `locked`. */
  unlockPrice?: MoneyMinor;
  createdAt: IsoDateTime;
  readAt: IsoDateTime | null;
}

export interface DirectMessageThread {
  id: string;
  counterpart: DirectMessageParticipant;
  lastMessage: DirectMessage | null;
  unreadCount: number;
  updatedAt: IsoDateTime;
}

export interface DirectMessageThreadDetail extends DirectMessageThread {
  messages: DirectMessage[];
}

export interface DirectMessagesQuery {
  page?: number;
  pageSize?: number;
}

export interface SendDirectMessagePayload {
  body: string;
}

export interface DirectMessageWidget {
  unreadMessageCount: number;
}
