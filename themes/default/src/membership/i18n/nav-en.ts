/**
 * The membership navigation's strings in English: the membership layout shows them on every
 * membership page, so they ship with the shell (`src/i18n/en.ts`) while the screens' strings
 * (`en.ts` beside it) load with the pages.
 */
export const membershipNavEn = {
  label: "Membership",
  posts: "Posts",
  videos: "Videos",
  messages: "Messages",
  unread_one: "{{count}} unread message",
  unread_other: "{{count}} unread messages",
  pricing: "Join",
  account: "My account",
  creatorProfile: "Creator profile",
  login: "Log in",
  logout: "Log out",
};
