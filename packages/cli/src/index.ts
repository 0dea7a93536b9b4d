export type { ThemeProblem } from "@vitrine/contract/theme-check";
export { CliError, cliError, isCliError } from "./cli-error";
export type { CliIo } from "./cli-io";
export { processIo } from "./cli-io";
export { runCli } from "./run-cli";
export { buildAndInspect, buildTheme, writeBuiltTheme } from "./theme/build-theme";
export type { BuiltTheme, ThemeFacts } from "./theme/theme-manifest";
export { themeUpload } from "./theme/theme-manifest";
