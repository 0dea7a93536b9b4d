import { useTranslation } from "react-i18next";
import { editorControls, type ReadyEditor, standing } from "./editor-state";

/**
 * The editor's buttons and where things stand: Undo and Redo (with their shortcuts), Save draft,
 * Discard draft and Publish (each saying so while it runs), a line saying in words whether there
 * are unsaved changes, a draft or which version is live, and the status line of the last write.
 */
export function EditorToolbar({
  editor,
  onUndo,
  onRedo,
  onSave,
  onDiscard,
  onPublish,
}: {
  editor: ReadyEditor;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  const can = editorControls(editor);
  const { busy, server, notice } = editor;
  const line = standing(editor);
  return (
    <>
      <fieldset className="vc-actions">
        <legend className="vc-visually-hidden">{t("customizer.toolbar.history")}</legend>
        <button
          type="button"
          onClick={onUndo}
          disabled={!can.undo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          {t("customizer.toolbar.undo")}
        </button>
        <button
          type="button"
          onClick={onRedo}
          disabled={!can.redo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          {t("customizer.toolbar.redo")}
        </button>
      </fieldset>
      <fieldset className="vc-actions">
        <legend className="vc-visually-hidden">{t("customizer.toolbar.saveAndPublish")}</legend>
        <button
          type="button"
          onClick={onSave}
          disabled={!can.save}
          aria-describedby={server.live ? undefined : "vc-draft-live-only"}
        >
          {t(busy === "save" ? "customizer.toolbar.saving" : "customizer.toolbar.save")}
        </button>
        <button type="button" onClick={onDiscard} disabled={!can.discard}>
          {t(busy === "discard" ? "customizer.toolbar.discarding" : "customizer.toolbar.discard")}
        </button>
        <button type="button" className="vc-primary" onClick={onPublish} disabled={!can.publish}>
          {t(busy === "publish" ? "customizer.toolbar.publishing" : "customizer.toolbar.publish")}
        </button>
      </fieldset>
      <p className="vc-state">{t(line.key, line.values)}</p>
      <output className="vc-status">
        {notice === undefined ? "" : t(notice.key, notice.values)}
      </output>
    </>
  );
}
