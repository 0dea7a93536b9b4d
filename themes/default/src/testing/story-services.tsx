// Moved to the kit's Storybook preset; kept here so the stories' imports stay short.
export { StoryServices, storyLeaveGuard } from "../../../../packages/theme-kit/src/storybook";
