import type { ThemeRef, ThemeSettingsState } from "@vitrine/contract";
import type { TFunction } from "i18next";
import type { Dispatch } from "react";
import { themeOf } from "./editable-settings";
import {
  type EditorAction,
  type EditorState,
  isDirty,
  type Notice,
  type Write,
} from "./editor-state";
import { formatTime } from "./format-time";
import type { SettingsService } from "./settings-service";
import { themeLabel } from "./theme-label";
import { writeFailure } from "./write-failure";

export interface SettingsWritesDeps {
  service: SettingsService;
  /** The editor as it is now (a ref's), so a Retry re-runs with what is on screen then. */
  current: () => EditorState;
  dispatch: Dispatch<EditorAction>;
  confirm: (message: string) => boolean;
  t: TFunction;
  /** Called after a publish or a restore, which add a version (a publish may change the live theme). */
  published: (write: "publish" | "restore") => void;
  /** Remembers the write to run again from the failure's Retry. */
  remember: (again: () => void) => void;
}

export interface SettingsWrites {
  saveDraft: () => void;
  publish: () => void;
  discard: () => void;
  restore: (version: number) => void;
  loadLatest: () => void;
  /** Opens another theme's state (the live one's with `null`); the undo history starts over. */
  chooseTheme: (theme: ThemeRef | null) => void;
}

/**
 * The editor's six writes. Each one the owner could regret (a discard, a restore, publishing
 * another theme, switching away from unsaved changes) asks first; each names the revision the
 * page last had, so a change made elsewhere meanwhile is a 409 the owner resolves by loading the
 * latest, never an overwrite.
 */
export function settingsWrites(deps: SettingsWritesDeps): SettingsWrites {
  const { service, current, confirm, t } = deps;
  const run = writeRunner(deps);
  const ready = () => {
    const editor = current();
    return editor.status === "ready" ? { ...editor, dirty: isDirty(editor) } : undefined;
  };
  const say = (...sentences: (string | false)[]) => sentences.filter(Boolean).join(" ");

  const saveDraft = (): void => {
    const editor = ready();
    if (editor === undefined) return;
    const { server, history } = editor;
    const write = {
      settings: history.present,
      baseRevision: server.revision,
      theme: themeOf(server),
    };
    run(
      "save",
      () => service.saveDraft(write),
      false,
      saveDraft,
      (next) => ({
        key: "customizer.done.save",
        values: { time: formatTime(next.draft?.savedAt ?? new Date()) },
      }),
    );
  };

  const publish = (): void => {
    const editor = ready();
    if (editor === undefined) return;
    const { server, history } = editor;
    const theme = themeOf(server);
    const ask = t("customizer.confirm.publishTheme", { theme: themeLabel(t, theme) });
    if (!server.live && !confirm(ask)) return;
    const write = { settings: history.present, baseRevision: server.revision, theme };
    run(
      "publish",
      () => service.publish(write),
      false,
      publish,
      (next) => ({
        key: "customizer.done.publish",
        values: { version: next.published.version },
      }),
    );
  };

  const discard = (): void => {
    const editor = ready();
    if (editor === undefined) return;
    const { server, dirty } = editor;
    if (server.draft === null) {
      // Nothing saved to discard: the unsaved changes go, as one step the owner can undo.
      if (confirm(t("customizer.confirm.discardUnsaved")))
        deps.dispatch({ type: "unsavedDiscarded", at: Date.now() });
      return;
    }
    if (
      !confirm(
        say(t("customizer.confirm.discardDraft"), dirty && t("customizer.confirm.alsoUnsaved")),
      )
    )
      return;
    run(
      "discard",
      () => service.discardDraft(server.revision),
      true,
      discard,
      () => ({
        key: "customizer.done.discard",
      }),
    );
  };

  const restore = (version: number): void => {
    const editor = ready();
    if (editor === undefined) return;
    const { server, dirty } = editor;
    const ask = say(
      t("customizer.confirm.restore", { version }),
      dirty && t("customizer.confirm.unsavedLost"),
      !server.live && t("customizer.confirm.liveThemeBack"),
    );
    if (!confirm(ask)) return;
    const call = () => service.restore({ version, baseRevision: server.revision });
    run(
      "restore",
      call,
      true,
      () => restore(version),
      (next) => ({
        key: "customizer.done.restore",
        values: { version, published: next.published.version },
      }),
    );
  };

  const loadLatest = (): void => {
    const editor = ready();
    const theme = editor === undefined || editor.server.live ? undefined : themeOf(editor.server);
    run(
      "latest",
      () => service.load(theme),
      true,
      loadLatest,
      () => ({
        key: "customizer.done.latest",
      }),
    );
  };

  const chooseTheme = (theme: ThemeRef | null): void => {
    if (ready()?.dirty && !confirm(t("customizer.confirm.switchTheme"))) return;
    run(
      "theme",
      () => service.load(theme ?? undefined),
      true,
      () => chooseTheme(theme),
      (next) => ({
        key: next.live ? "customizer.done.liveTheme" : "customizer.done.previewTheme",
        values: { theme: themeLabel(t, themeOf(next)) },
      }),
    );
  };

  return { saveDraft, publish, discard, restore, loadLatest, chooseTheme };
}

/**
 * Runs one write: busy meanwhile, its answer the new state (and the settings on screen when
 * `replaceEdits`), then `done`'s status line; a failure keeps the owner's edits (see
 * `editorReducer`), and `again` is what its Retry runs.
 */
function writeRunner({ dispatch, t, published, remember }: SettingsWritesDeps) {
  return (
    write: Write,
    call: () => Promise<ThemeSettingsState>,
    replaceEdits: boolean,
    again: () => void,
    done: (state: ThemeSettingsState) => Notice,
  ): void => {
    remember(again);
    dispatch({ type: "writeStarted", write });
    call().then(
      (state) => {
        dispatch({ type: "written", write, state, replaceEdits, notice: done(state) });
        if (write === "publish" || write === "restore") published(write);
      },
      (error: unknown) => dispatch({ type: "writeFailed", write, failure: writeFailure(t, error) }),
    );
  };
}
