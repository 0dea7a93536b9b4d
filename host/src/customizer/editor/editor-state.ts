import type { ThemeSettings, ThemeSettingsState } from "@vitrine/contract";
import { editable } from "./editable-settings";
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

/** The editor's writes to the shop: each has a busy line and a failure title of its own. */
export type Write = "save" | "discard" | "publish" | "restore" | "latest" | "theme";

/** A sentence for the owner, as a translation key and its values, translated when shown. */
export interface Notice {
  key: string;
  values?: Record<string, string | number>;
}

/** Why a write failed, as the editor treats it. */
export interface WriteFailure {
  /** `conflict`: a 409; `invalid`: a 400 (the same settings would be refused again); else `failed`. */
  kind: "conflict" | "invalid" | "failed";
  message: string;
  /** The server's field-by-field reasons of a 400, as `path: message`. */
  issues: string[];
}

export type Problem =
  | { kind: "conflict"; write: Write; message: string }
  | { kind: "failed"; write: Write; message: string; issues: string[]; retryable: boolean };

/** The editor once the shop's settings are loaded. */
export interface ReadyEditor {
  status: "ready";
  /** The state the server last answered: what "unsaved" and every write's revision refer to. */
  server: ThemeSettingsState;
  /** The settings on screen (`history.present`), with their undo and redo steps. */
  history: History<ThemeSettings>;
  busy: Write | undefined;
  problem: Problem | undefined;
  /** The status line: what the last write is doing or did. */
  notice: Notice | undefined;
}

export type EditorState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | ReadyEditor;

export type EditorAction =
  | { type: "opening" }
  | { type: "opened"; state: ThemeSettingsState }
  | { type: "openFailed"; message: string }
  | {
      type: "edited";
      settings: ThemeSettings;
      at: number;
      /** What the change is, for coalescing, when the settings' difference does not say it. */
      key?: string;
    }
  | { type: "undone" }
  | { type: "redone" }
  | { type: "unsavedDiscarded"; at: number }
  | { type: "writeStarted"; write: Write }
  | {
      type: "written";
      write: Write;
      state: ThemeSettingsState;
      /** The answer's settings replace what is on screen, and the history starts over. */
      replaceEdits: boolean;
      notice: Notice;
    }
  | { type: "writeFailed"; write: Write; failure: WriteFailure };

export const initialEditorState: EditorState = { status: "loading" };

/**
 * The customizer's state after an action, pure. The rules it keeps:
 * - an edit is an undoable step (rapid changes to one setting are one, see `push`); a new edit
 *   clears what was undone;
 * - a write marks the editor busy; its answer becomes the server's state, and replaces the
 *   settings on screen (starting the history over) only when the write says so (discard, restore,
 *   load the latest, another theme), never for a save or a publish, which sent what is on screen;
 * - a failed write keeps the edits on screen: a conflict until the owner loads the latest, any
 *   other failure with a retry unless the server found the settings invalid;
 * - dropping the unsaved changes (no draft to discard) is itself an undoable step.
 *
 * @example
 * const ready = editorReducer(initialEditorState, { type: "opened", state })
 * const edited = editorReducer(ready, { type: "edited", settings: { ...settings, page_width: 1600 }, at: 0 })
 * isDirty(edited) // → true
 * isDirty(editorReducer(edited, { type: "undone" })) // → false
 */
export function editorReducer(editor: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "opening":
      return { status: "loading" };
    case "opened":
      return opened(action.state);
    case "openFailed":
      return { status: "error", message: action.message };
  }
  if (editor.status !== "ready") return editor;
  return readyReducer(editor, action);
}

function opened(state: ThemeSettingsState): ReadyEditor {
  return {
    status: "ready",
    server: state,
    history: startHistory(editable(state)),
    busy: undefined,
    problem: undefined,
    notice: undefined,
  };
}

function readyReducer(editor: ReadyEditor, action: EditorAction): ReadyEditor {
  const { history } = editor;
  switch (action.type) {
    case "edited": {
      const key = action.key ?? changeKey(history.present, action.settings);
      return { ...editor, history: push(history, action.settings, key, action.at) };
    }
    case "undone":
      return { ...editor, history: undo(history) };
    case "redone":
      return { ...editor, history: redo(history) };
    case "unsavedDiscarded":
      return {
        ...editor,
        history: push(history, editable(editor.server), "discard", action.at),
        notice: { key: "customizer.done.unsavedDiscarded" },
      };
    case "writeStarted":
      return {
        ...editor,
        busy: action.write,
        problem: undefined,
        notice: { key: `customizer.busy.${action.write}` },
      };
    case "written":
      return {
        ...editor,
        server: action.state,
        history: action.replaceEdits ? startHistory(editable(action.state)) : history,
        busy: undefined,
        notice: action.notice,
      };
    case "writeFailed":
      return { ...editor, busy: undefined, notice: undefined, problem: problemOf(action) };
    default:
      return editor;
  }
}

function problemOf({ write, failure }: { write: Write; failure: WriteFailure }): Problem {
  if (failure.kind === "conflict") return { kind: "conflict", write, message: failure.message };
  return {
    kind: "failed",
    write,
    message: failure.message,
    issues: failure.issues,
    retryable: failure.kind !== "invalid",
  };
}

/** Whether the settings on screen differ from the server's (its draft, else its published ones). */
export function isDirty(editor: EditorState): boolean {
  return editor.status === "ready" && !sameValue(editor.history.present, editable(editor.server));
}

/** Which of the editor's buttons may be pressed now. */
export function editorControls(editor: ReadyEditor) {
  const { server, history, busy } = editor;
  const dirty = isDirty(editor);
  const writing = busy !== undefined;
  return {
    undo: canUndo(history),
    redo: canRedo(history),
    // Drafts are the live theme's: another theme's changes are kept by publishing.
    save: !writing && dirty && server.live,
    discard: !writing && (server.draft !== null || dirty) && server.live,
    publish: !writing && (!server.live || server.draft !== null || dirty),
  };
}

/**
 * The line that says in words where the settings on screen stand.
 *
 * @example
 * standing(editor) // → { key: "customizer.standing.live", values: { version: 4 } }
 */
export function standing(editor: ReadyEditor): Notice {
  const { server } = editor;
  if (!server.live) return { key: "customizer.standing.notLive" };
  if (isDirty(editor)) return { key: "customizer.standing.unsaved" };
  if (server.draft !== null) return { key: "customizer.standing.draft" };
  return { key: "customizer.standing.live", values: { version: server.published.version } };
}
