import type { TwitchState } from "@vitrine/contract";
import { proxy } from "valtio/vanilla";

export interface TwitchStore {
  state: TwitchState;
  set(next: TwitchState): void;
}

/**
 * The shop's Twitch integration: whether the channel is live and whether viewers can gift.
 *
 * @example
 * const twitch = createTwitchStore(initialState.twitch);
 * twitch.state.giftable // true
 */
export function createTwitchStore(initial: TwitchState | null): TwitchStore {
  const state = proxy<TwitchState>(initial ?? { isLive: false, giftable: false, channelName: "" });
  return {
    state,
    set(next) {
      Object.assign(state, next);
    },
  };
}
