import { useTwitch } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { twitchChannelUrl } from "./twitch-channel-url";

/**
 * The shop's Twitch channel where a viewer of its gifts looks for it: the channel (a link to it,
 * marked live while it is), and whether gifting is open. Nothing when the shop has no channel.
 */
export function TwitchStatus() {
  const { t } = useTranslation();
  const { state } = useTwitch();
  if (state.channelName === "") return null;
  return (
    <div className="vt-twitch-status">
      <p>
        <a href={twitchChannelUrl(state.channelName)} rel="noopener noreferrer">
          {t("twitch.channel", { channel: state.channelName })}
        </a>
        {state.isLive ? <span className="vt-live-dot">{t("twitch.live")}</span> : null}
      </p>
      <p className="vt-muted">
        {state.giftable ? t("twitch.giftingOpen") : t("twitch.giftingClosed")}
      </p>
    </div>
  );
}

/** The header's "Live on Twitch" badge, a link to the channel, while the channel is live. */
export function TwitchLiveBadge() {
  const { t } = useTranslation();
  const { state } = useTwitch();
  if (!state.isLive || state.channelName === "") return null;
  return (
    <a
      className="vt-header__action vt-live-badge"
      href={twitchChannelUrl(state.channelName)}
      rel="noopener noreferrer"
    >
      <span className="vt-live-dot" aria-hidden="true" />
      {t("twitch.liveBadge")}
    </a>
  );
}
