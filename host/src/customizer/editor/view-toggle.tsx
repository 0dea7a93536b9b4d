import { useTranslation } from "react-i18next";

/** What a phone's screen shows of the editor: the settings panel or the preview. */
export type EditorView = "panel" | "preview";

const VIEWS: readonly EditorView[] = ["panel", "preview"];

/**
 * A segmented control choosing the panel or the preview: a phone's screen shows one at a time
 * (customize.css) rather than the whole panel above a preview far down the page. Wider screens
 * show both side by side, and not this control.
 */
export function EditorViewToggle({
  value,
  onChange,
}: {
  value: EditorView;
  onChange: (view: EditorView) => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset.
    <div className="vc-view" role="group" aria-label={t("customizer.view.label")}>
      {VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
        >
          {t(`customizer.view.${view}`)}
        </button>
      ))}
    </div>
  );
}
