import {
  DEFAULT_THEME_SECTIONS,
  settingsDefaults,
  type ThemeSettings,
  type ThemeSettingsState,
  themeSettingsSchema,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { describe, expect, it } from "vitest";
import {
  type EditorAction,
  type EditorState,
  editorControls,
  editorReducer,
  initialEditorState,
  isDirty,
  type ReadyEditor,
  standing,
} from "./editor-state";
import { COALESCE_MS } from "./history";

const schema = themeSettingsSchema();
const published = {
  ...structuredClone(DEFAULT_THEME_SETTINGS),
  ...(settingsDefaults(schema) as Partial<ThemeSettings>),
} as ThemeSettings;

function serverState(change: Partial<ThemeSettingsState> = {}): ThemeSettingsState {
  return {
    handle: "default",
    version: null,
    live: true,
    schema,
    sections: DEFAULT_THEME_SECTIONS,
    revision: 7,
    published: { version: 4, settings: published, publishedAt: null, publishedBy: null },
    draft: null,
    ...change,
  };
}

function run(...actions: EditorAction[]): ReadyEditor {
  const editor = actions.reduce<EditorState>(editorReducer, initialEditorState);
  if (editor.status !== "ready") throw new Error(`the editor is ${editor.status}`);
  return editor;
}

const opened: EditorAction = { type: "opened", state: serverState() };
const width = (page_width: number, at = 0): EditorAction => ({
  type: "edited",
  settings: { ...published, page_width },
  at,
});
const owner = { id: "u1", email: "owner@example.com" };
const onScreen = (editor: ReadyEditor) => editor.history.present.page_width;

describe("the editor's state", () => {
  it("opens on the server's draft, else its published settings, with nothing to undo", () => {
    const draft = {
      settings: { ...published, page_width: 1400 },
      savedAt: "2026-11-24T14:02:00Z",
      savedBy: owner,
    };
    expect(onScreen(run({ type: "opened", state: serverState({ draft }) }))).toBe(1400);
    const editor = run(opened);
    expect(onScreen(editor)).toBe(published.page_width);
    expect(editorControls(editor)).toMatchObject({ undo: false, redo: false, save: false });
  });

  it("a failed load is an error, and opening again is loading", () => {
    const failed = editorReducer(initialEditorState, { type: "openFailed", message: "down" });
    expect(failed).toEqual({ status: "error", message: "down" });
    expect(editorReducer(failed, { type: "opening" })).toEqual({ status: "loading" });
  });

  it("an edit is unsaved and undoable; undo brings the saved settings back", () => {
    const edited = run(opened, width(1600));
    expect(isDirty(edited)).toBe(true);
    expect(standing(edited)).toEqual({ key: "customizer.standing.unsaved" });
    expect(editorControls(edited)).toMatchObject({ undo: true, save: true, publish: true });
    const undone = run(opened, width(1600), { type: "undone" });
    expect(isDirty(undone)).toBe(false);
    expect(editorControls(undone).redo).toBe(true);
  });

  it("redo replays an undone edit, and a new edit clears what could be redone", () => {
    expect(onScreen(run(opened, width(1600), { type: "undone" }, { type: "redone" }))).toBe(1600);
    const branched = run(opened, width(1600), { type: "undone" }, width(1200));
    expect(onScreen(branched)).toBe(1200);
    expect(editorControls(branched).redo).toBe(false);
  });

  it("rapid changes to one setting are one step", () => {
    const dragged = run(opened, width(1300, 0), width(1400, 100), width(1500, 200));
    expect(onScreen(run(opened, width(1300, 0), width(1400, 100), { type: "undone" }))).toBe(
      published.page_width,
    );
    expect(dragged.history.past).toHaveLength(1);
    expect(run(opened, width(1300, 0), width(1400, COALESCE_MS)).history.past).toHaveLength(2);
  });

  it("edits named by one key are one step, even when their settings differ in different places", () => {
    // A text typed in the frame: its first keystroke also makes the theme's home page the owner's.
    const typed = (heading: string, at: number): EditorAction => ({
      type: "edited",
      settings: {
        ...published,
        home_sections: [{ id: "hero", type: "hero", settings: { heading } }],
      },
      at,
      key: "in-place:hero:-:heading",
    });
    const editor = run(opened, typed("S", 0), typed("Sp", 10), typed("Spring", 20));
    expect(editor.history.present.home_sections?.[0]?.settings.heading).toBe("Spring");
    expect(
      run(opened, typed("S", 0), typed("Spring", 20), { type: "undone" }).history.present,
    ).toEqual(published);
  });

  it("a write is busy with its line, and no button writes meanwhile", () => {
    const saving = run(opened, width(1600), { type: "writeStarted", write: "save" });
    expect(saving.busy).toBe("save");
    expect(saving.notice).toEqual({ key: "customizer.busy.save" });
    expect(editorControls(saving)).toMatchObject({ save: false, discard: false, publish: false });
  });

  it("a saved draft keeps what is on screen and its history, and is no longer unsaved", () => {
    const draft = {
      settings: { ...published, page_width: 1600 },
      savedAt: "2026-11-24T14:02:00Z",
      savedBy: owner,
    };
    const saved = run(
      opened,
      width(1600),
      { type: "writeStarted", write: "save" },
      {
        type: "written",
        write: "save",
        state: serverState({ revision: 8, draft }),
        replaceEdits: false,
        notice: { key: "customizer.done.save", values: { time: "14:02" } },
      },
    );
    expect(isDirty(saved)).toBe(false);
    expect(saved.busy).toBeUndefined();
    expect(saved.server.revision).toBe(8);
    expect(editorControls(saved).undo).toBe(true);
    expect(standing(saved)).toEqual({ key: "customizer.standing.draft" });
    expect(saved.notice).toEqual({ key: "customizer.done.save", values: { time: "14:02" } });
  });

  it("a write that replaces the edits shows the answer's settings and starts the history over", () => {
    const latest = serverState({ revision: 9 });
    const loaded = run(
      opened,
      width(1600),
      { type: "writeStarted", write: "latest" },
      {
        type: "written",
        write: "latest",
        state: latest,
        replaceEdits: true,
        notice: { key: "customizer.done.latest" },
      },
    );
    expect(onScreen(loaded)).toBe(published.page_width);
    expect(editorControls(loaded)).toMatchObject({ undo: false, redo: false });
  });

  it("a conflict keeps the local changes on screen, with no retry but loading the latest", () => {
    const conflict = run(
      opened,
      width(1600),
      { type: "writeStarted", write: "save" },
      {
        type: "writeFailed",
        write: "save",
        failure: { kind: "conflict", message: "Changed elsewhere.", issues: [] },
      },
    );
    expect(onScreen(conflict)).toBe(1600);
    expect(isDirty(conflict)).toBe(true);
    expect(conflict.problem).toEqual({
      kind: "conflict",
      write: "save",
      message: "Changed elsewhere.",
    });
    expect(conflict.busy).toBeUndefined();
    expect(conflict.notice).toBeUndefined();
  });

  it("settings the server found invalid get no retry; any other failure does, edits kept", () => {
    const fail = (kind: "invalid" | "failed"): EditorAction => ({
      type: "writeFailed",
      write: "publish",
      failure: { kind, message: "No.", issues: kind === "invalid" ? ["page_width: too wide"] : [] },
    });
    const invalid = run(opened, width(1600), fail("invalid"));
    expect(invalid.problem).toMatchObject({ retryable: false, issues: ["page_width: too wide"] });
    const failed = run(opened, width(1600), fail("failed"));
    expect(failed.problem).toMatchObject({ kind: "failed", retryable: true });
    expect(onScreen(failed)).toBe(1600);
  });

  it("the next write clears the last problem", () => {
    const retried = run(
      opened,
      width(1600),
      { type: "writeFailed", write: "save", failure: { kind: "failed", message: "", issues: [] } },
      { type: "writeStarted", write: "save" },
    );
    expect(retried.problem).toBeUndefined();
  });

  it("dropping unsaved changes (no draft) is an undoable step back to the saved settings", () => {
    const dropped = run(opened, width(1600), { type: "unsavedDiscarded", at: 5000 });
    expect(isDirty(dropped)).toBe(false);
    expect(dropped.notice).toEqual({ key: "customizer.done.unsavedDiscarded" });
    expect(onScreen(editorReducer(dropped, { type: "undone" }) as ReadyEditor)).toBe(1600);
  });

  it("another theme is not live: it cannot be saved as a draft, only published", () => {
    const other = run(
      { type: "opened", state: serverState({ handle: "minimal", version: 2, live: false }) },
      width(1600),
    );
    expect(standing(other)).toEqual({ key: "customizer.standing.notLive" });
    expect(editorControls(other)).toMatchObject({ save: false, discard: false, publish: true });
  });

  it("edits before the settings are loaded change nothing", () => {
    expect(editorReducer(initialEditorState, width(1600))).toBe(initialEditorState);
  });
});
