import type {
  DirectMessage,
  DirectMessagesQuery,
  DirectMessageThread,
  DirectMessageThreadDetail,
  DirectMessageWidget,
  ListResponse,
  SendDirectMessagePayload,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";
import { DIRECT_MESSAGES_PAGE_SIZE, toCallPage, toPageSize } from "./paging";

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
      client.list(
        "/api/direct-message/messages",
        {
          query: {
            page: toCallPage(query.page),
            size: toPageSize(query.pageSize, DIRECT_MESSAGES_PAGE_SIZE),
          },
        },
        options,
      ),
    get: async (threadId, options) =>
      client.data(`/api/direct-message/messages/${pathSegment(threadId)}`, {}, options),
    send: async (payload, options) =>
      client.data(
        "/api/direct-message/member/messages",
        { method: "POST", body: payload },
        options,
      ),
    widget: async (options) => client.data("/api/direct-message/member/widget", {}, options),
  };
}
