/**
 * The address of a Twitch channel. The name comes from the shop's settings, so it is encoded: a
 * name holding `/` or `?` cannot point the link elsewhere on twitch.tv.
 *
 * @example
 * twitchChannelUrl("mayamakes") // "https://twitch.tv/mayamakes"
 * twitchChannelUrl("a/../b") // "https://twitch.tv/a%2F..%2Fb"
 */
export function twitchChannelUrl(channelName: string): string {
  return `https://twitch.tv/${encodeURIComponent(channelName)}`;
}
