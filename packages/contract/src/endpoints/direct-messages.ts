import * as z from "zod/mini";
import { DIRECT_MESSAGE_MAX_LENGTH } from "../limits";
import { requiredText } from "../rules/field-rules";
import {
  directMessage,
  directMessageThread,
  directMessageThreadDetail,
  directMessageWidget,
} from "../types/direct-messages";
import { contentPageQuery } from "./content-page-query";
import { defineEndpoint } from "./endpoint";

/** Direct-message threads come 20 to a page. */
const THREADS_PAGE_SIZE = 20;

const sendMessage = z.object({ body: requiredText(DIRECT_MESSAGE_MAX_LENGTH) });

/** Conversations between the shop's members and its creator. */
export const directMessagesEndpoints = {
  /** The viewer's threads, most recently active first. */
  listThreads: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/direct-message/messages",
    query: contentPageQuery(THREADS_PAGE_SIZE),
    answer: directMessageThread,
    list: true,
    access: "account",
  }),
  /** A thread with its messages, oldest first; opening it reads what the other side sent. */
  getThread: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/direct-message/messages/:threadId",
    answer: directMessageThreadDetail,
    access: "account",
  }),
  /** A message from the member to the creator (404 when the shop has direct messages off). */
  sendMessage: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/direct-message/member/messages",
    body: sendMessage,
    answer: directMessage,
    access: "member",
  }),
  /** The unread count the widget polls. */
  widget: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/direct-message/member/widget",
    answer: directMessageWidget,
    access: "member",
  }),
};
