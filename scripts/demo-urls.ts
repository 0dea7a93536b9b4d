import { DEMO_ACCOUNTS, MINIMAL_CREATOR } from "@vitrine/shop-api";

/** The demo's shop hosts and what each shows (docs/DESIGN.md, "The reference shop API"). */
export const DEMO_HOSTS = [
  ["demo.localhost", "the full demo shop (default theme, membership, DMs)"],
  ["minimal.localhost", "the example theme script replacing the home and product pages"],
  ["plain.localhost", "membership off"],
  ["soon.localhost", "coming soon"],
  ["blocked.localhost", "SHOP_BLOCKED"],
  ["notheme.localhost", "SHOP_THEME_MISSING"],
] as const;

/**
 * What `pnpm start` prints once the server listens.
 *
 * @example
 * demoBanner(3000, { customize: true, mail: "development outbox: files in .data/outbox" })
 * // "Vitrine demo\n  http://demo.localhost:3000  the full demo shop …\n…"
 */
export function demoBanner(port: number, options: { customize: boolean; mail: string }): string {
  const width = Math.max(...DEMO_HOSTS.map(([host]) => `http://${host}:${port}`.length));
  const lines = ["", "Vitrine demo (Chromium and Firefox resolve *.localhost to this machine)"];
  for (const [host, note] of DEMO_HOSTS) {
    lines.push(`  ${`http://${host}:${port}`.padEnd(width)}  ${note}`);
  }
  lines.push(`  ${`http://localhost:${port}`.padEnd(width)}  the demo shop again`);
  if (options.customize) {
    lines.push(
      `  ${`http://demo.localhost:${port}/customize`.padEnd(width)}  the demo shop's customizer (each shop: /customize)`,
    );
  }
  lines.push("", "Demo accounts on demo.localhost:");
  for (const { email, password, type, name } of DEMO_ACCOUNTS) {
    lines.push(`  ${email.padEnd(20)} ${password.padEnd(17)} ${type.toLowerCase()}, ${name}`);
  }
  lines.push(
    "",
    "The theme of minimal.localhost is published by its creator (vitrine theme publish):",
    `  ${MINIMAL_CREATOR.email.padEnd(20)} ${MINIMAL_CREATOR.password.padEnd(17)} creator, ${MINIMAL_CREATOR.name}`,
  );
  // Reset links land here, never on a page: the outbox is read on this machine only.
  lines.push("", `Mail: ${options.mail}`);
  return lines.join("\n");
}
