import type { DevManifest } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { requireSession } from "../credentials/credential-store";
import { startPreview } from "../shop/shop-api";
import { DEFAULT_SHOP_URL } from "../shop/shop-url";
import { formatProblems } from "../theme/build-theme";
import { startThemeDevServer } from "../theme/dev-server";
import { inspectTheme } from "../theme/inspect-theme";
import type { ThemeFacts } from "../theme/theme-manifest";
import { typecheckProblems } from "../theme/typecheck-problems";
import { type Command, stringOption } from "./command";
import { shopOption } from "./shop-option";
import { themeProject } from "./theme-project";

const DEFAULT_PORT = 5174;

/** What the dev server says of a build: the facts the customizer's panel is made from. */
const devManifest = ({ handle, settings, sections }: ThemeFacts): DevManifest => ({
  handle,
  settings,
  sections,
});

export const themeDev: Command = {
  name: "theme dev",
  summary: "see the theme live on a real shop, in your browser only, while you edit",
  usage: `vitrine theme dev [--shop <url>] [--dir <folder>] [--port <port>]

Builds the theme, serves it on http://127.0.0.1:<port> (default ${DEFAULT_PORT}) and rebuilds it on
every save. Prints a preview address on the shop (default ${DEFAULT_SHOP_URL}): the browser that
opens it, and only that one, sees the shop with this theme instead of the live one, with the
shop's live data; each saved edit shows there without a page reload. The shop's customizer
(/customize) in that browser shows this theme's settings, a new one included, and keeps what you
try there for this preview only: the live shop is untouched. The address works once and
for 5 minutes; the preview lasts 12 hours or until "Exit preview". Needs a creator session for the
shop (vitrine login). Stop with Ctrl+C.`,
  options: { shop: { type: "string" }, dir: { type: "string" }, port: { type: "string" } },
  async run(args, io) {
    const shop = shopOption(args, io.env, DEFAULT_SHOP_URL);
    const token = await requireSession(shop, io.env);
    const projectDir = await themeProject(stringOption(args, "dir"), io);
    const port = Number(stringOption(args, "port") ?? DEFAULT_PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw cliError(`--port ${stringOption(args, "port")} is not a port number.`);
    }
    const describeBuild = async () => {
      const { facts } = await inspectTheme(await server.firstBuild);
      if (facts) server.describe(devManifest(facts));
    };
    const server = await startThemeDevServer({
      projectDir,
      port,
      shop,
      onBuild: ({ version, durationMs }) => {
        io.out(`${version === 1 ? "built" : "rebuilt"} in ${durationMs} ms (version ${version})`);
        // A rebuild may add a setting: the customizer's panel reads it from the manifest.
        if (version > 1) void describeBuild();
      },
      onProblems: (problems) =>
        io.err(
          `✗ ${problems.length} problem${problems.length === 1 ? "" : "s"}, shown in the previewing browser; it keeps the last good build:\n${formatProblems(problems)}`,
        ),
      typecheck: () => typecheckProblems(projectDir),
    }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EADDRINUSE"
        ? cliError(`Port ${port} is in use.`, { hint: "Pick another with --port <port>." })
        : error;
    });
    try {
      const { facts, problems } = await inspectTheme(await server.firstBuild);
      if (!facts)
        throw cliError(`The theme does not load: ${problems.map((p) => p.message).join("; ")}`);
      server.describe(devManifest(facts));
      const grant = await startPreview(shop, token, {
        origin: server.origin,
        handle: facts.handle,
      });
      io.out(`Serving ${facts.handle} from ${server.origin}`);
      io.out(
        `Open this address in your browser to preview it on ${shop} (once, within 5 minutes):`,
      );
      io.out(`  ${grant.url}`);
    } catch (error) {
      await server.close();
      throw error;
    }
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        void server.close().then(resolve);
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
  },
};
