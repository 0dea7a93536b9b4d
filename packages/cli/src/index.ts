export { CliError, cliError, isCliError } from "./cli-error";
export type { CliIo } from "./cli-io";
export { processIo } from "./cli-io";
export { runCli } from "./run-cli";
export { buildAndInspect, buildTheme, writeBuiltTheme } from "./theme/build-theme";
export type { ThemeProblem } from "./theme/inspect-theme";
export type { BuiltTheme, ThemeFacts } from "./theme/theme-manifest";
export { themeUpload } from "./theme/theme-manifest";
