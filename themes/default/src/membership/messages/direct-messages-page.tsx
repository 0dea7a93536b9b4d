import {
  DIRECT_MESSAGE_MAX_LENGTH,
  type DirectMessage,
  type DirectMessageThreadDetail,
  endpoints,
} from "@vitrine/contract";
import {
  type PageProps,
  useDirectMessageWidget,
  useNotify,
  useResource,
  useShop,
  useStorefront,
} from "@vitrine/sdk/react";
import { Button, EmptyState, LoadingState, ResourceView, useMoney } from "@vitrine/theme-kit";
import { FormField, FormMessage, useFormAction, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDate } from "../components/format";
import { useUser } from "../components/use-user";
import { TipForm } from "./tip-form";

/**
 * The `membership-direct-messages` page: the member's conversations with the creator, the open one's
 * messages (locked ones can be unlocked), a box to write, blocking the other side, and for a
 * member, tipping the creator they write to.
 */
export function DirectMessagesPage(_props: PageProps<"membership-direct-messages">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { state: shop } = useShop();
  const widget = useDirectMessageWidget();
  const [openId, setOpenId] = useState<string>();
  const [version, setVersion] = useState(0);
  const threads = useResource((signal) => api.directMessages.list({}, { signal }), [version]);
  const firstId = threads.data?.data[0]?.id;
  const selected = openId ?? firstId;

  if (shop.membershipSettings?.directMessage.enabled === false) {
    return <EmptyState title={t("membership.messages.disabled")} />;
  }
  function sent(message: DirectMessage) {
    setOpenId(message.threadId);
    setVersion((count) => count + 1);
  }
  return (
    <section className="vt-messages">
      <h1>{t("membership.messages.title")}</h1>
      <div className="vt-messages__layout">
        <ResourceView
          resource={threads}
          isEmpty={(list) => list.data.length === 0}
          empty={<p className="vt-muted">{t("membership.messages.emptyMember")}</p>}
        >
          {(list) => (
            <nav aria-label={t("membership.messages.threads")}>
              <ul className="vt-thread-list">
                {list.data.map((thread) => (
                  <li key={thread.id}>
                    <button
                      type="button"
                      className="vt-thread-list__item"
                      aria-current={thread.id === selected ? "true" : undefined}
                      onClick={() => setOpenId(thread.id)}
                    >
                      {/* The spaces keep the parts apart in the button's name even where
                          the grid that lays them out does not apply ("Maya OrtizHello…"). */}
                      <strong>{thread.counterpart.displayName}</strong>{" "}
                      <span className="vt-muted">{thread.lastMessage?.body ?? ""}</span>
                      {thread.unreadCount > 0 ? (
                        <>
                          {" "}
                          <span className="vt-count-badge">
                            {t("membership.messages.unread", { count: thread.unreadCount })}
                          </span>
                        </>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </ResourceView>
        <div className="vt-thread">
          {selected === undefined ? null : (
            <ThreadView
              threadId={selected}
              version={version}
              onRead={() => void widget.refresh()}
            />
          )}
          <Composer onSent={sent} />
        </div>
      </div>
    </section>
  );
}

function ThreadView({
  threadId,
  version,
  onRead,
}: {
  threadId: string;
  version: number;
  onRead: () => void;
}) {
  const { api } = useStorefront();
  const thread = useResource(
    (signal) => api.directMessages.get(threadId, { signal }),
    [threadId, version],
  );
  // Reading a thread marks it read on the server; the badge follows.
  useEffect(() => {
    if (thread.status === "success") onRead();
  }, [thread.status, onRead]);
  return (
    <ResourceView resource={thread} loading={<LoadingState />}>
      {(detail) => <Thread detail={detail} />}
    </ResourceView>
  );
}

function Thread({ detail }: { detail: DirectMessageThreadDetail }) {
  const { t } = useTranslation();
  const user = useUser();
  const [messages, setMessages] = useState(detail.messages);
  useEffect(() => setMessages(detail.messages), [detail.messages]);
  return (
    <section
      className="vt-conversation"
      aria-label={t("membership.messages.with", { name: detail.counterpart.displayName })}
    >
      <h2>{t("membership.messages.with", { name: detail.counterpart.displayName })}</h2>
      <BlockToggle userId={detail.counterpart.id} name={detail.counterpart.displayName} />
      {messages.length === 0 ? (
        <p className="vt-muted">{t("membership.messages.empty")}</p>
      ) : (
        <ol className="vt-message-list" aria-live="polite">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onUnlocked={(unlocked) =>
                setMessages((current) =>
                  current.map((item) => (item.id === unlocked.id ? unlocked : item)),
                )
              }
            />
          ))}
        </ol>
      )}
      {user?.type === "MEMBER" ? (
        <TipForm creatorId={detail.counterpart.id} creatorName={detail.counterpart.displayName} />
      ) : null}
    </section>
  );
}

function MessageItem({
  message,
  onUnlocked,
}: {
  message: DirectMessage;
  onUnlocked: (message: DirectMessage) => void;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const user = useUser();
  const date = useDate();
  const money = useMoney();
  const action = useFormAction();
  const mine = message.sender.id === user?.id;
  return (
    <li className={`vt-message ${mine ? "vt-message--mine" : ""}`.trim()}>
      <p className="vt-message__meta">
        <strong>{mine ? t("membership.messages.you") : message.sender.displayName}</strong>{" "}
        <span className="vt-muted">
          {t("membership.messages.sentAt", { date: date(message.createdAt) })}
        </span>
      </p>
      {message.locked ? (
        <div>
          <p className="vt-muted">{t("membership.messages.lockedBody")}</p>
          <Button
            variant="secondary"
            busy={action.busy}
            onClick={() =>
              void action.run(
                async () => onUnlocked(await api.order.unlockMessage({ messageId: message.id })),
                t("membership.messages.unlockFailed"),
              )
            }
          >
            {t("membership.messages.unlock", { price: money(message.unlockPrice ?? 0) })}
          </Button>
          <FormMessage action={action} />
        </div>
      ) : (
        <p className="vt-message__body">{message.body}</p>
      )}
    </li>
  );
}

function BlockToggle({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const user = useUser();
  const action = useFormAction();
  const [blocked, setBlocked] = useState(
    user?.type === "MEMBER" && user.blockedUserIds.includes(userId),
  );
  function toggle() {
    void action.run(async () => {
      await (blocked ? api.membership.unblock(userId) : api.membership.block(userId));
      setBlocked(!blocked);
    }, t("membership.form.failed"));
  }
  return (
    <div className="vt-actions">
      <Button variant="secondary" busy={action.busy} onClick={toggle}>
        {blocked
          ? t("membership.messages.unblock", { name })
          : t("membership.messages.block", { name })}
      </Button>
      {blocked ? <output>{t("membership.messages.blocked", { name })}</output> : null}
      <FormMessage action={action} />
    </div>
  );
}

function Composer({ onSent }: { onSent: (message: DirectMessage) => void }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const notify = useNotify();
  const form = useSchemaForm(endpoints.directMessages.sendMessage.body, {
    defaultValues: { body: "" },
  });
  const submit = form.onSubmit(async (values) => {
    const message = await api.directMessages.send(values);
    form.form.reset();
    form.form.setFocus("body");
    onSent(message);
    // The new message may be below the fold of a long conversation: say it went.
    void notify(t("membership.toasts.messageSent"), "success");
  }, t("membership.messages.sendFailed"));
  return (
    <form className="vt-form vt-composer" onSubmit={submit} noValidate>
      <FormField
        multiline
        maxLength={DIRECT_MESSAGE_MAX_LENGTH}
        {...form.field(
          "body",
          t("membership.messages.compose"),
          t("membership.messages.emptyBody"),
        )}
      />
      <FormMessage action={form.action} />
      <Button type="submit" busy={form.action.busy}>
        {form.action.busy ? t("membership.messages.sending") : t("membership.messages.send")}
      </Button>
    </form>
  );
}
