import {
  THEME_CHOICE_QUERY,
  type ThemeRef,
  type ThemeVersion,
  themeRefText,
} from "@vitrine/contract";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";

export type ThemesLoad =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; themes: ThemeVersion[] };

const DEFAULT_THEME: ThemeRef = Object.freeze({ handle: "default", version: null });

/**
 * A theme's name, as the owner reads it.
 *
 * @example
 * themeLabel({ handle: "minimal", version: 2 }) // "minimal v2"
 * themeLabel({ handle: "default", version: null }) // "the default theme"
 */
export function themeLabel(theme: ThemeRef): string {
  return theme.version === null ? `the ${theme.handle} theme` : `${theme.handle} v${theme.version}`;
}

/**
 * The shop's published versions by handle, each newest first, handles in the order the list
 * (newest published first) names them.
 *
 * @example
 * themesByHandle([minimal2, studio1, minimal1]) // [{ handle: "minimal", versions: [minimal2, minimal1] }, { handle: "studio", versions: [studio1] }]
 */
export function themesByHandle(
  themes: readonly ThemeVersion[],
): { handle: string; versions: ThemeVersion[] }[] {
  const groups = new Map<string, ThemeVersion[]>();
  for (const theme of themes)
    groups.set(theme.handle, [...(groups.get(theme.handle) ?? []), theme]);
  return [...groups].map(([handle, versions]) => ({
    handle,
    versions: versions.sort((a, b) => b.version - a.version),
  }));
}

/**
 * The frame's address for the theme being edited: the storefront as it is for the live theme
 * (`null`), else with `THEME_CHOICE_QUERY`, which the platform honours for the shop's owner only.
 *
 * @example
 * frameUrl("/?customizing", { handle: "minimal", version: 2 }) // "/?customizing&theme=minimal%402"
 * frameUrl("/?customizing", null) // "/?customizing"
 */
export function frameUrl(storefrontUrl: string, theme: ThemeRef | null): string {
  if (theme === null) return storefrontUrl;
  const joiner = storefrontUrl.includes("?") ? "&" : "?";
  return `${storefrontUrl}${joiner}${THEME_CHOICE_QUERY}=${encodeURIComponent(themeRefText(theme))}`;
}

/**
 * The side panel's "Theme" region: which theme is live, and a choice among the shop's published
 * versions (every one, newest first per theme) and the default theme, to preview with its own
 * settings. Choosing is two steps (pick, then Preview) so that moving through the list with the
 * keyboard never reloads the page.
 */
export function ThemePicker({
  load,
  editing,
  busy,
  onChoose,
  onRetry,
}: {
  load: ThemesLoad;
  /** The theme the panel is for. */
  editing: ThemeRef;
  busy: boolean;
  onChoose: (theme: ThemeRef) => void;
  onRetry: () => void;
}) {
  const current = themeRefText(editing);
  const [picked, setPicked] = useState(current);
  useEffect(() => setPicked(current), [current]);

  const themes = load.status === "ready" ? load.themes : [];
  const liveVersion = themes.find((theme) => theme.live);
  const live = liveVersion ?? DEFAULT_THEME;
  const choices = [DEFAULT_THEME, ...themes];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((theme) => themeRefText(theme) === picked);
    if (choice !== undefined && picked !== current) {
      onChoose({ handle: choice.handle, version: choice.version });
    }
  };

  return (
    <section className="vc-themes" aria-labelledby="vc-themes-heading">
      <h2 id="vc-themes-heading">Theme</h2>
      {load.status === "loading" ? <p>Loading the shop's themes…</p> : null}
      {load.status === "error" ? (
        <div role="alert" className="vc-alert">
          <p>Could not load the shop's themes: {load.message}</p>
          <button type="button" onClick={onRetry}>
            Retry loading themes
          </button>
        </div>
      ) : null}
      {load.status === "ready" ? (
        <form className="vc-themes__form" onSubmit={submit}>
          <p>
            Live: <strong>{themeLabel(live)}</strong>
          </p>
          <label>
            Preview a theme
            <select value={picked} onChange={(event) => setPicked(event.target.value)}>
              <option value={themeRefText(DEFAULT_THEME)}>
                {`The default theme${liveVersion === undefined ? " (live)" : ""}`}
              </option>
              {themesByHandle(themes).map((group) => (
                <optgroup key={group.handle} label={group.handle}>
                  {group.versions.map((theme) => (
                    <option key={theme.version} value={themeRefText(theme)}>
                      {`${themeLabel(theme)}${theme.live ? " (live)" : ""}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || picked === current}>
            Preview
          </button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * Says that the theme on screen is not the live one, with a way back; `children` says what else
 * differs while previewing.
 */
export function PreviewBanner({
  theme,
  busy,
  onBack,
  children,
}: {
  theme: ThemeRef;
  busy: boolean;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="vc-banner" role="note">
      <p>Previewing {themeLabel(theme)} — not live. Publish to make it live with these settings.</p>
      {children}
      <button type="button" onClick={onBack} disabled={busy}>
        Back to the live theme
      </button>
    </div>
  );
}

/**
 * Tells the owner that the platform stopped rendering their live version on its servers, why,
 * and what brings it back; nothing while it is healthy.
 */
export function QuarantineBanner({ load }: { load: ThemesLoad }) {
  const live = load.status === "ready" ? load.themes.find((theme) => theme.live) : undefined;
  if (live === undefined || live.health.state === "healthy") return null;
  return (
    <div className="vc-banner" role="alert">
      <p>
        <strong>{themeLabel(live)} is rendered in visitors' browsers only.</strong> Its server
        render {QUARANTINE_CAUSES[live.health.kind]} too often ({live.health.reason}), so the shop
        stopped rendering it on its servers on {live.health.since.slice(0, 10)}: pages load slower
        and search engines see less. Publish a fixed version, or make another one live.
      </p>
    </div>
  );
}

const QUARANTINE_CAUSES = {
  crash: "crashed",
  timeout: "ran out of time",
  memory: "ran out of memory",
} as const;
