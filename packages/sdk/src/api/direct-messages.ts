import {
  type DirectMessage,
  type DirectMessagesQuery,
  type DirectMessageThread,
  type DirectMessageThreadDetail,
  type DirectMessageWidget,
  directMessagesRoutes,
  type ListResponse,
  type SendDirectMessagePayload,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";
import { DIRECT_MESSAGES_PAGE_SIZE, toCallPage, toPageSize } from "./paging";

const { listThreads, getThread, sendMessage, widget } = directMessagesRoutes;

/** Direct messages on `membershipBase`, with `Authorization: Bearer`. */
export interface DirectMessagesApi {
  list(
    query?: DirectMessagesQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<DirectMessageThread>>;
  get(threadId: string, options?: RequestOptions): Promise<DirectMessageThreadDetail>;
  /** Sends a message from the member to the creator. */
  send(payload: SendDirectMessagePayload, options?: RequestOptions): Promise<DirectMessage>;
  /** The unread count the widget polls. */
  widget(options?: RequestOptions): Promise<DirectMessageWidget>;
}

export function createDirectMessagesApi(client: HttpClient): DirectMessagesApi {
  return {
    list: async (query = {}, options) =>
      client.call(
        listThreads,
        {
          query: {
            page: toCallPage(query.page),
            size: toPageSize(query.pageSize, DIRECT_MESSAGES_PAGE_SIZE),
          },
        },
        options,
      ),
    get: async (threadId, options) => client.call(getThread, { params: { threadId } }, options),
    send: async (payload, options) => client.call(sendMessage, { body: payload }, options),
    widget: async (options) => client.call(widget, {}, options),
  };
}
