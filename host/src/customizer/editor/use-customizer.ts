import type { ThemeSettings } from "@vitrine/contract";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { editorReducer, initialEditorState } from "./editor-state";
import { messageOf, useRemoteLoad } from "./remote-load";
import type { CollectionOption } from "./setting-control";
import type { SettingsService } from "./settings-service";
import { settingsWrites } from "./settings-writes";

/**
 * The customizer's state and every call it makes through `service`: the settings (opened on
 * mount, again by `open`), the versions and themes lists (loaded once the settings are), the
 * collections (once: a collection made meanwhile is offered after a reload of the page), the
 * edits and their history, and the six writes (`settingsWrites`).
 */
export function useCustomizer(service: SettingsService, confirm: (message: string) => boolean) {
  const { t } = useTranslation();
  const [editor, dispatch] = useReducer(editorReducer, initialEditorState);
  const [versions, loadVersions] = useRemoteLoad(
    useCallback(() => service.versions(), [service]),
    t,
  );
  const [themes, loadThemes] = useRemoteLoad(
    useCallback(() => service.themes(), [service]),
    t,
  );
  const [collections, loadCollections] = useRemoteLoad<CollectionOption[]>(
    useCallback(() => service.collections(), [service]),
    t,
  );
  // Writes read the editor through a ref, so a Retry re-runs with what is on screen now.
  const current = useRef(editor);
  current.current = editor;
  const again = useRef<() => void>(() => {});

  const open = useCallback(async () => {
    dispatch({ type: "opening" });
    try {
      dispatch({ type: "opened", state: await service.load() });
    } catch (error) {
      dispatch({ type: "openFailed", message: messageOf(t, error) });
      return;
    }
    void loadVersions();
    void loadThemes();
  }, [service, t, loadVersions, loadThemes]);

  useEffect(() => {
    void open();
  }, [open]);
  useEffect(() => {
    void loadCollections();
  }, [loadCollections]);

  const writes = useMemo(
    () =>
      settingsWrites({
        service,
        current: () => current.current,
        dispatch,
        confirm,
        t,
        published: (write) => {
          void loadVersions();
          if (write === "publish") void loadThemes();
        },
        remember: (write) => {
          again.current = write;
        },
      }),
    [service, confirm, t, loadVersions, loadThemes],
  );

  const edit = useCallback(
    (settings: ThemeSettings) => dispatch({ type: "edited", settings, at: Date.now() }),
    [],
  );
  // A text typed in the frame is one step however it changes the page (the first keystroke may
  // also turn the theme's home page into the owner's arrangement): `key` names the setting.
  const editAs = useCallback(
    (settings: ThemeSettings, key: string) =>
      dispatch({ type: "edited", settings, at: Date.now(), key }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: "undone" }), []);
  const redo = useCallback(() => dispatch({ type: "redone" }), []);
  const retry = useCallback(() => again.current(), []);

  return {
    editor,
    versions,
    themes,
    collections:
      collections.status === "ready"
        ? collections.value
        : collections.status === "error"
          ? ("failed" as const)
          : undefined,
    open,
    loadVersions,
    loadThemes,
    writes,
    edit,
    editAs,
    undo,
    redo,
    retry,
  };
}
