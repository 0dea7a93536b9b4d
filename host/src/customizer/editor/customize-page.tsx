import {
  settingsDefaults,
  settingsOfTheme,
  type ThemeRef,
  type ThemeSettings,
  type ThemeSettingsState,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS, isApiError } from "@vitrine/sdk";
import { useCallback, useEffect, useRef, useState } from "react";
import { READY_MESSAGE, THEME_SETTINGS_MESSAGE } from "../protocol";
import { formatTime } from "./format-time";
import {
  canRedo,
  canUndo,
  changeKey,
  type History,
  push,
  redo,
  sameValue,
  startHistory,
  undo,
} from "./history";
import { SectionsEditor } from "./sections-editor";
import { type CollectionOption, CollectionOptions } from "./setting-control";
import { SettingsPanel } from "./settings-panel";
import type { SettingsService } from "./settings-service";
import {
  frameUrl,
  PreviewBanner,
  QuarantineBanner,
  ThemePicker,
  type ThemesLoad,
  themeLabel,
} from "./theme-picker";
import { VersionsList, type VersionsLoad } from "./versions-list";
import "./customize.css";

/** The preview's widths: a phone, a tablet, or the whole space beside the panel. */
export const PREVIEW_WIDTHS = [
  { id: "phone", label: "Phone", width: "390px" },
  { id: "tablet", label: "Tablet", width: "768px" },
  { id: "desktop", label: "Desktop", width: "100%" },
] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]["id"];

type Write = "save" | "discard" | "publish" | "restore" | "latest" | "theme";
const BUSY_LABEL: Record<Write, string> = {
  save: "Saving the draft…",
  discard: "Discarding the draft…",
  publish: "Publishing…",
  restore: "Restoring…",
  latest: "Loading the latest settings…",
  theme: "Loading the theme…",
};

/** What the owner is told when a write fails, before the server's message. */
const FAILED: Record<Write, string> = {
  save: "Draft not saved.",
  discard: "Draft not discarded.",
  publish: "Not published.",
  restore: "Not restored.",
  latest: "The latest settings could not be loaded.",
  theme: "The theme could not be loaded.",
};

type Problem =
  | { kind: "conflict"; title: string; message: string }
  | {
      kind: "failed";
      title: string;
      message: string;
      issues: string[];
      retry: (() => void) | undefined;
    };

type PageLoad =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; state: ThemeSettingsState };

export interface CustomizePageProps {
  storefrontUrl: string;
  service: SettingsService;
  /** Asks the owner to confirm a discard or a restore; `window.confirm` by default. */
  confirm?: (message: string) => boolean;
}

/**
 * The shop owner's customizer: the shop's theme settings (the draft if there is one, else the
 * published ones) in a panel generated from the live theme's whole schema, beside the storefront
 * in a frame (`?customizing`). Every change is posted to the frame, addressed to the frame's
 * origin only; the frame's `vitrine:ready` (it has (re)loaded) gets the current settings. The
 * owner undoes and redoes changes, saves a draft, discards it, publishes, and restores an older
 * version; every write names the revision the page last had, so a change made elsewhere meanwhile
 * is a 409 the owner resolves by loading the latest, never an overwrite. The owner may also choose
 * another of the shop's published themes (`ThemePicker`): the panel, the frame and the checks are
 * then that theme's, and publishing makes it live with the settings.
 */
export function CustomizePage({
  storefrontUrl,
  service,
  confirm = (message) => window.confirm(message),
}: CustomizePageProps) {
  const [page, setPage] = useState<PageLoad>({ status: "loading" });
  const [history, setHistory] = useState<History<ThemeSettings> | undefined>(undefined);
  const [busy, setBusy] = useState<Write | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [status, setStatus] = useState("");
  const [versions, setVersions] = useState<VersionsLoad>({ status: "loading" });
  const [themes, setThemes] = useState<ThemesLoad>({ status: "loading" });
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("desktop");
  const [collections, setCollections] = useState<readonly CollectionOption[] | "failed">();

  const state = page.status === "ready" ? page.state : undefined;
  const settings = history?.present;
  const dirty =
    state !== undefined && settings !== undefined && !sameValue(settings, editable(state));

  // Actions read the latest state through refs, so a Retry re-runs with what is on screen now.
  const latest = useRef({ state, settings, dirty, busy });
  latest.current = { state, settings, dirty, busy };

  /** Shows a state from the server; `replaceEdits` also puts its settings on screen. */
  const show = useCallback((next: ThemeSettingsState, replaceEdits: boolean) => {
    setPage({ status: "ready", state: next });
    if (replaceEdits) setHistory(startHistory(editable(next)));
  }, []);

  const loadVersions = useCallback(async () => {
    setVersions({ status: "loading" });
    try {
      setVersions({ status: "ready", versions: await service.versions() });
    } catch (error) {
      setVersions({ status: "error", message: messageOf(error) });
    }
  }, [service]);

  const loadThemes = useCallback(async () => {
    setThemes({ status: "loading" });
    try {
      setThemes({ status: "ready", themes: await service.themes() });
    } catch (error) {
      setThemes({ status: "error", message: messageOf(error) });
    }
  }, [service]);

  const open = useCallback(async () => {
    setPage({ status: "loading" });
    try {
      show(await service.load(), true);
    } catch (error) {
      setPage({ status: "error", message: messageOf(error) });
      return;
    }
    void loadVersions();
    void loadThemes();
  }, [service, show, loadVersions, loadThemes]);

  useEffect(() => {
    void open();
  }, [open]);

  // Once: a collection made meanwhile is offered after a reload of the page.
  useEffect(() => {
    let current = true;
    service.collections().then(
      (loaded) => current && setCollections(loaded),
      () => current && setCollections("failed"),
    );
    return () => {
      current = false;
    };
  }, [service]);

  /**
   * Runs one write: busy meanwhile, its answer the new state (and the settings on screen when
   * `replaceEdits`), then `done`'s status line. A 409 keeps the owner's edits until they choose
   * "Load the latest"; any other failure keeps them too, with the message and a Retry.
   */
  const write = useCallback(
    async (
      kind: Write,
      call: () => Promise<ThemeSettingsState>,
      replaceEdits: boolean,
      done: (state: ThemeSettingsState) => string,
      retry: () => void,
    ) => {
      setBusy(kind);
      setProblem(undefined);
      setStatus(BUSY_LABEL[kind]);
      try {
        const next = await call();
        show(next, replaceEdits);
        setStatus(done(next));
        if (kind === "publish" || kind === "restore") void loadVersions();
        if (kind === "publish") void loadThemes();
      } catch (error) {
        setStatus("");
        if (isApiError(error) && error.statusCode === 409) {
          setProblem({ kind: "conflict", title: FAILED[kind], message: messageOf(error) });
        } else {
          const invalid = isApiError(error) && error.statusCode === 400;
          setProblem({
            kind: "failed",
            title: FAILED[kind],
            message: messageOf(error),
            issues: isApiError(error)
              ? (error.data.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`)
              : [],
            // The same settings would be refused again: the owner changes them first.
            retry: invalid ? undefined : retry,
          });
        }
      } finally {
        setBusy(undefined);
      }
    },
    [show, loadVersions, loadThemes],
  );

  const saveDraft = useCallback((): void => {
    const { state, settings } = latest.current;
    if (state === undefined || settings === undefined) return;
    void write(
      "save",
      () => service.saveDraft({ settings, baseRevision: state.revision, theme: themeOf(state) }),
      false,
      (next) => `Draft saved ${formatTime(next.draft?.savedAt ?? new Date())}`,
      saveDraft,
    );
  }, [service, write]);

  const publish = useCallback((): void => {
    const { state, settings } = latest.current;
    if (state === undefined || settings === undefined) return;
    const theme = themeOf(state);
    if (
      !state.live &&
      !confirm(`Make ${themeLabel(theme)} the live theme with these settings? Visitors see it now.`)
    )
      return;
    void write(
      "publish",
      () => service.publish({ settings, baseRevision: state.revision, theme }),
      false,
      (next) => `Published version ${next.published.version}`,
      publish,
    );
  }, [service, write, confirm]);

  const discard = useCallback((): void => {
    const { state, dirty } = latest.current;
    if (state === undefined) return;
    if (state.draft === null) {
      // Nothing saved to discard: the unsaved changes go, as one step the owner can undo.
      if (!confirm("Discard your unsaved changes? The published settings will show again.")) return;
      setHistory((history) =>
        history === undefined ? history : push(history, editable(state), "discard", Date.now()),
      );
      setStatus("Unsaved changes discarded");
      return;
    }
    const unsaved = dirty ? " Your unsaved changes will be lost too." : "";
    if (!confirm(`Discard the saved draft? The published settings will show again.${unsaved}`))
      return;
    void write(
      "discard",
      () => service.discardDraft(state.revision),
      true,
      () => "Draft discarded",
      discard,
    );
  }, [service, write, confirm]);

  const restore = useCallback(
    (version: number): void => {
      const { state, dirty } = latest.current;
      if (state === undefined) return;
      const unsaved = dirty ? " Your unsaved changes will be lost." : "";
      const back = state.live ? "" : " The live theme shows again.";
      if (
        !confirm(`Publish version ${version} again? It becomes the live settings.${unsaved}${back}`)
      )
        return;
      void write(
        "restore",
        () => service.restore({ version, baseRevision: state.revision }),
        true,
        (next) => `Version ${version} restored as version ${next.published.version}`,
        () => restore(version),
      );
    },
    [service, write, confirm],
  );

  const loadLatest = useCallback((): void => {
    const { state } = latest.current;
    void write(
      "latest",
      () => service.load(state === undefined || state.live ? undefined : themeOf(state)),
      true,
      () => "Latest settings loaded",
      loadLatest,
    );
  }, [service, write]);

  /** Opens another theme's state (the live one's with `null`); the undo history starts over. */
  const chooseTheme = useCallback(
    (theme: ThemeRef | null): void => {
      if (latest.current.dirty && !confirm("Switch theme? Your unsaved changes will be lost."))
        return;
      void write(
        "theme",
        () => service.load(theme ?? undefined),
        true,
        (next) =>
          next.live
            ? `Back on the live theme, ${themeLabel(themeOf(next))}`
            : `Previewing ${themeLabel(themeOf(next))}`,
        () => chooseTheme(theme),
      );
    },
    [service, write, confirm],
  );

  const change = useCallback((next: ThemeSettings) => {
    setHistory((history) =>
      history === undefined
        ? history
        : push(history, next, changeKey(history.present, next), Date.now()),
    );
  }, []);
  const stepBack = useCallback(() => setHistory((h) => (h === undefined ? h : undo(h))), []);
  const stepForward = useCallback(() => setHistory((h) => (h === undefined ? h : redo(h))), []);

  // Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, except in a text field, whose own
  // undo (of the letters typed) is left to the browser.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const isRedo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
      if (key !== "z" && !isRedo) return;
      if (typesText(event.target)) return;
      event.preventDefault();
      if (isRedo) stepForward();
      else stepBack();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [stepBack, stepForward]);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const frame = useRef<HTMLIFrameElement>(null);
  const frameOrigin = new URL(storefrontUrl, window.location.href).origin;

  useEffect(() => {
    if (settings === undefined) return;
    frame.current?.contentWindow?.postMessage(
      { type: THEME_SETTINGS_MESSAGE, settings: framedSettings(settings) },
      frameOrigin,
    );
  }, [settings, frameOrigin]);

  useEffect(() => {
    if (settings === undefined) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== READY_MESSAGE) return;
      frame.current?.contentWindow?.postMessage(
        { type: THEME_SETTINGS_MESSAGE, settings: framedSettings(settings) },
        frameOrigin,
      );
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [settings, frameOrigin]);

  if (page.status !== "ready" || state === undefined || history === undefined) {
    return (
      <main className="vc-page vc-page--message">
        <h1>Customize your theme</h1>
        {page.status === "error" ? (
          <div role="alert" className="vc-alert">
            <p>Your theme settings could not be loaded: {page.message}</p>
            <button type="button" onClick={() => void open()}>
              Retry
            </button>
          </div>
        ) : (
          <output>Loading your theme settings…</output>
        )}
      </main>
    );
  }

  const width = PREVIEW_WIDTHS.find((item) => item.id === previewWidth)?.width ?? "100%";
  const writing = busy !== undefined;

  return (
    <div className="vc-page">
      <header className="vc-bar">
        <h1>Customize your theme</h1>
        <fieldset className="vc-widths">
          <legend>Preview width</legend>
          {PREVIEW_WIDTHS.map((item) => (
            <label key={item.id}>
              <input
                type="radio"
                name="vc-preview-width"
                value={item.id}
                checked={previewWidth === item.id}
                onChange={() => setPreviewWidth(item.id)}
              />
              {item.id === "desktop"
                ? item.label
                : `${item.label} (${item.width.replace("px", " px")})`}
            </label>
          ))}
        </fieldset>
        <fieldset className="vc-actions">
          <legend className="vc-visually-hidden">History</legend>
          <button
            type="button"
            onClick={stepBack}
            disabled={!canUndo(history)}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={stepForward}
            disabled={!canRedo(history)}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </button>
        </fieldset>
        <fieldset className="vc-actions">
          <legend className="vc-visually-hidden">Save and publish</legend>
          <button
            type="button"
            onClick={saveDraft}
            disabled={writing || !dirty || !state.live}
            aria-describedby={state.live ? undefined : "vc-draft-live-only"}
          >
            {busy === "save" ? "Saving…" : "Save draft"}
          </button>
          <button
            type="button"
            onClick={discard}
            disabled={writing || (state.draft === null && !dirty) || !state.live}
          >
            {busy === "discard" ? "Discarding…" : "Discard draft"}
          </button>
          <button
            type="button"
            className="vc-primary"
            onClick={publish}
            disabled={writing || (state.live && state.draft === null && !dirty)}
          >
            {busy === "publish" ? "Publishing…" : "Publish"}
          </button>
        </fieldset>
        <p className="vc-state">
          {!state.live
            ? "Not live"
            : dirty
              ? "Unsaved changes"
              : state.draft !== null
                ? "Draft saved, not published"
                : `Live: version ${state.published.version}`}
        </p>
        <output className="vc-status">{status}</output>
        <QuarantineBanner load={themes} />
        {state.live ? null : (
          <PreviewBanner theme={themeOf(state)} busy={writing} onBack={() => chooseTheme(null)}>
            <p id="vc-draft-live-only">
              Drafts are saved for the live theme only: changes here are kept by publishing.
            </p>
          </PreviewBanner>
        )}
        {problem !== undefined ? (
          <div role="alert" className="vc-alert vc-alert--bar">
            {problem.kind === "conflict" ? (
              <>
                <p>
                  <strong>{problem.title}</strong> {problem.message} Your changes stay on screen
                  until you load the latest settings, which replaces them.
                </p>
                <button type="button" onClick={loadLatest} disabled={writing}>
                  Load the latest
                </button>
              </>
            ) : (
              <>
                <p>
                  <strong>{problem.title}</strong> {problem.message}
                </p>
                {problem.issues.length > 0 ? (
                  <ul>
                    {problem.issues.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                ) : null}
                {problem.retry !== undefined ? (
                  <button type="button" onClick={problem.retry} disabled={writing}>
                    Retry
                  </button>
                ) : null}
              </>
            )}
          </div>
        ) : null}
      </header>
      <main className="vc-main">
        <div className="vc-side">
          <ThemePicker
            load={themes}
            editing={themeOf(state)}
            busy={writing}
            onChoose={chooseTheme}
            onRetry={() => void loadThemes()}
          />
          <CollectionOptions.Provider value={collections}>
            {state.sections.types.length > 0 ? (
              <SectionsEditor
                sections={state.sections}
                value={history.present.home_sections ?? state.sections.home}
                onChange={(next) => change({ ...history.present, home_sections: next })}
                onReset={
                  history.present.home_sections === undefined
                    ? undefined
                    : () => {
                        const { home_sections: _arranged, ...themeHome } = history.present;
                        change(themeHome);
                      }
                }
              />
            ) : null}
            <SettingsPanel schema={state.schema} settings={history.present} onChange={change} />
          </CollectionOptions.Provider>
          <VersionsList
            load={versions}
            busy={writing}
            onRestore={restore}
            onRetry={() => void loadVersions()}
          />
        </div>
        <section className="vc-stage" aria-label="Preview">
          <iframe
            ref={frame}
            className="vc-preview"
            title="Storefront preview"
            src={frameUrl(storefrontUrl, state.live ? null : themeOf(state))}
            style={{ width }}
          />
        </section>
      </main>
    </div>
  );
}

/**
 * The settings a state puts on screen: its draft, else its published ones, over the defaults. The
 * draft is the live theme's: another theme starts from the published settings. One settings
 * object serves every theme of the shop, so only the keys this theme owns are kept
 * (`settingsOfTheme`): another theme's own settings, or a home page of section types this one
 * lacks (its default home shows instead), would make every save a 400. Publishing then leaves
 * them out of the shop's settings; an older version still holds them, to restore.
 */
function editable(state: ThemeSettingsState): ThemeSettings {
  const saved = (state.live ? state.draft?.settings : undefined) ?? state.published.settings;
  return {
    ...structuredClone(DEFAULT_THEME_SETTINGS),
    ...(settingsDefaults(state.schema) as Partial<ThemeSettings>),
    ...settingsOfTheme(state.schema, state.sections.types, saved),
  };
}

/**
 * The settings as the frame gets them: `home_sections` always named, so settings without one (the
 * theme's own home page) replace the frame's arrangement instead of leaving it, the frame laying
 * each update over what it has.
 */
function framedSettings(settings: ThemeSettings): ThemeSettings {
  return { ...settings, home_sections: settings.home_sections };
}

/** The theme a state is for. */
function themeOf(state: ThemeSettingsState): ThemeRef {
  return { handle: state.handle, version: state.version };
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message)
    return `The shop could not be reached (${error.message}).`;
  return "Something went wrong.";
}

const TEXT_INPUT_TYPES = new Set(["text", "search", "url", "email", "tel", "password", "number"]);

/** A field where Ctrl/Cmd+Z undoes typing: its own undo is left alone. */
function typesText(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}
