import { join, relative, resolve } from "node:path";
import { kilobytes } from "@vitrine/contract/theme-budget";
import { writeBuiltTheme } from "../theme/build-theme";
import { type Command, stringOption } from "./command";
import { checkedTheme } from "./theme-check";
import { themeProject } from "./theme-project";

export const themeBuild: Command = {
  name: "theme build",
  summary: "build the theme script and its CSS, content-hashed, with a manifest",
  usage: `vitrine theme build [--dir <folder>] [--out <folder>]

Checks the theme (see vitrine theme check), then writes to --out (default dist/theme):
  theme.<hash>.js    the ES module the shop serves; React, the router, the SDK, the kit and
                     react-i18next stay imports of the host's copies
  theme.<hash>.css   its styles
  manifest.json      handle, settings schema, locales, files with sizes and SHA-256, gzip size`,
  options: { dir: { type: "string" }, out: { type: "string" } },
  async run(args, io) {
    const projectDir = await themeProject(stringOption(args, "dir"), io);
    const theme = await checkedTheme(projectDir, io);
    const outDir = resolve(io.cwd, stringOption(args, "out") ?? join(projectDir, "dist/theme"));
    await writeBuiltTheme(theme, outDir);
    for (const file of theme.manifest.files) {
      io.out(`  ${relative(io.cwd, join(outDir, file.path))}  ${kilobytes(file.bytes)}`);
    }
    io.out(`  ${relative(io.cwd, join(outDir, "manifest.json"))}`);
  },
};
