import {
  THEME_CHOICE_QUERY,
  type ThemeRef,
  type ThemeVersion,
  themeRefText,
} from "@vitrine/contract";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Load } from "./remote-load";
import { themeLabel } from "./theme-label";

export type ThemesLoad = Load<ThemeVersion[]>;

const DEFAULT_THEME: ThemeRef = Object.freeze({ handle: "default", version: null });

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
 * frameUrl("/?customizing", null, "/products/tee") // "/products/tee?customizing"
 */
export function frameUrl(storefrontUrl: string, theme: ThemeRef | null, path = "/"): string {
  // The storefront's address is its home page's (`/?customizing`): another page keeps its query.
  const url = path === "/" ? storefrontUrl : storefrontUrl.replace(/^\/(?=\?|$)/, path);
  if (theme === null) return url;
  const joiner = url.includes("?") ? "&" : "?";
  return `${url}${joiner}${THEME_CHOICE_QUERY}=${encodeURIComponent(themeRefText(theme))}`;
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
  const { t } = useTranslation();
  // A theme's name in the list, said to be the live one when it is.
  const liveMark = (label: string, live: boolean) =>
    live ? t("customizer.themes.liveChoice", { label }) : label;
  const current = themeRefText(editing);
  const [picked, setPicked] = useState(current);
  useEffect(() => setPicked(current), [current]);

  const themes = load.status === "ready" ? load.value : [];
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
      <h2 id="vc-themes-heading">{t("customizer.themes.heading")}</h2>
      {load.status === "loading" ? <p>{t("customizer.themes.loading")}</p> : null}
      {load.status === "error" ? (
        <div role="alert" className="vc-alert">
          <p>{t("customizer.themes.failed", { message: load.message })}</p>
          <button type="button" onClick={onRetry}>
            {t("customizer.themes.retry")}
          </button>
        </div>
      ) : null}
      {load.status === "ready" ? (
        <form className="vc-themes__form" onSubmit={submit}>
          <p>
            {t("customizer.themes.live")} <strong>{themeLabel(t, live)}</strong>
          </p>
          <label>
            {t("customizer.themes.pick")}
            <select value={picked} onChange={(event) => setPicked(event.target.value)}>
              <option value={themeRefText(DEFAULT_THEME)}>
                {liveMark(t("customizer.themes.default"), liveVersion === undefined)}
              </option>
              {themesByHandle(themes).map((group) => (
                <optgroup key={group.handle} label={group.handle}>
                  {group.versions.map((theme) => (
                    <option key={theme.version} value={themeRefText(theme)}>
                      {liveMark(themeLabel(t, theme), theme.live)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || picked === current}>
            {t("customizer.themes.preview")}
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
  const { t } = useTranslation();
  return (
    <div className="vc-banner" role="note">
      <p>{t("customizer.banner.previewing", { theme: themeLabel(t, theme) })}</p>
      {children}
      <button type="button" onClick={onBack} disabled={busy}>
        {t("customizer.banner.back")}
      </button>
    </div>
  );
}

/**
 * Says that the theme on screen is one under development (`vitrine theme dev`'s preview): what is
 * tried here stays in this preview, and nothing is published.
 */
export function DevThemeBanner() {
  const { t } = useTranslation();
  return (
    <div className="vc-banner" role="note">
      <p>{t("customizer.devPreview.banner")}</p>
    </div>
  );
}

/**
 * Tells the owner that the platform stopped rendering their live version on its servers, why,
 * and what brings it back; nothing while it is healthy.
 */
export function QuarantineBanner({ load }: { load: ThemesLoad }) {
  const { t } = useTranslation();
  const live = load.status === "ready" ? load.value.find((theme) => theme.live) : undefined;
  if (live === undefined || live.health.state === "healthy") return null;
  const { kind, reason, since } = live.health;
  return (
    <div className="vc-banner" role="alert">
      <p>
        <strong>{t("customizer.quarantine.title", { theme: themeLabel(t, live) })}</strong>{" "}
        {t(`customizer.quarantine.${kind}`, { reason, since: since.slice(0, 10) })}
      </p>
    </div>
  );
}
