// Moved to the kit's Storybook preset; kept here so the stories' imports stay short.
export { StoryServices, storyLeaveGuard } from "@vitrine/theme-kit/storybook";
