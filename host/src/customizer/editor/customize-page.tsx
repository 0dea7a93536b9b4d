import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { themeOf } from "./editable-settings";
import { isDirty } from "./editor-state";
import { EditorToolbar } from "./editor-toolbar";
import { type PreviewWidth, PreviewWidthSwitcher, previewWidth } from "./preview-width-switcher";
import { ProblemAlert } from "./problem-alert";
import { SchedulePanel } from "./schedule-panel";
import { SectionSelectionContext } from "./section-selection";
import { CollectionOptions, SchemeOptions } from "./setting-control";
import { SettingsPanel } from "./settings-panel";
import type { SettingsService } from "./settings-service";
import type { TemplateAssignments } from "./template-assignments";
import { TemplatePicker } from "./template-picker";
import {
  DevThemeBanner,
  frameUrl,
  PreviewBanner,
  QuarantineBanner,
  ThemePicker,
} from "./theme-picker";
import { useCustomizer } from "./use-customizer";
import { useFrameBridge } from "./use-frame-bridge";
import { usePointAndEdit } from "./use-point-and-edit";
import { useUndoShortcuts } from "./use-undo-shortcuts";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";
import { VersionsList } from "./versions-list";
import { type EditorView, EditorViewToggle } from "./view-toggle";
import "./customize.css";

export interface CustomizePageProps {
  storefrontUrl: string;
  service: SettingsService;
  /** Asks the owner to confirm a discard or a restore; `window.confirm` by default. */
  confirm?: (message: string) => boolean;
  /** A theme under development is on show (`devPreviewSettingsService`): nothing is scheduled. */
  devPreview?: boolean;
  /** Assigns templates to products and collections; without it they are only arranged. */
  templates?: TemplateAssignments;
}

const askTheBrowser = (message: string) => window.confirm(message);

/**
 * The shop owner's customizer: the shop's theme settings (the draft if there is one, else the
 * published ones) in a panel generated from the theme's whole schema, beside the storefront in a
 * frame (`?customizing`) that gets every change (`useFrameBridge`), where the owner also points at
 * sections and edits their text (`usePointAndEdit`). The state and its history are
 * `editorReducer`'s, the calls `useCustomizer`'s; this page lays the panels out: side by side, or
 * on a phone one at a time, with a toggle between them.
 */
export function CustomizePage({
  storefrontUrl,
  service,
  confirm = askTheBrowser,
  devPreview = false,
  templates,
}: CustomizePageProps) {
  const { t } = useTranslation();
  const customizer = useCustomizer(service, confirm);
  const { editor, writes } = customizer;
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [view, setView] = useState<EditorView>("panel");
  // The page the frame shows: the template picker takes it to a page of the chosen template.
  const [framePath, setFramePath] = useState("/");
  const ready = editor.status === "ready" ? editor : undefined;
  const side = useRef<HTMLDivElement>(null);
  const { pointing, selection } = usePointAndEdit(ready, customizer.editAs, side);
  const frame = useFrameBridge(storefrontUrl, ready?.history.present, pointing);
  const showView = (next: EditorView) => {
    setView(next);
    // A hidden frame cannot scroll: the section opened in the panel meanwhile is shown now.
    const { id, from } = selection.selection;
    if (next === "preview" && from === "panel" && id !== undefined) selection.select(id, "panel");
  };
  useUndoShortcuts(customizer.undo, customizer.redo);
  useUnsavedChangesGuard(isDirty(editor));

  if (ready === undefined) {
    const failure = editor.status === "error" ? editor.message : undefined;
    return <OpeningPage failure={failure} onRetry={() => void customizer.open()} />;
  }

  const { server, problem } = ready;
  const writing = ready.busy !== undefined;
  return (
    <div className="vc-page">
      <header className="vc-bar">
        <h1>{t("customizer.title")}</h1>
        <EditorViewToggle value={view} onChange={showView} />
        <PreviewWidthSwitcher value={width} onChange={setWidth} />
        <EditorToolbar
          editor={ready}
          onUndo={customizer.undo}
          onRedo={customizer.redo}
          onSave={writes.saveDraft}
          onDiscard={writes.discard}
          onPublish={writes.publish}
        />
        <QuarantineBanner load={customizer.themes} />
        {devPreview ? <DevThemeBanner /> : null}
        {server.live ? null : (
          <PreviewBanner
            theme={themeOf(server)}
            busy={writing}
            onBack={() => writes.chooseTheme(null)}
          >
            <p id="vc-draft-live-only">{t("customizer.banner.draftLiveOnly")}</p>
          </PreviewBanner>
        )}
        {problem === undefined ? null : (
          <ProblemAlert
            problem={problem}
            busy={writing}
            onLoadLatest={writes.loadLatest}
            onRetry={customizer.retry}
          />
        )}
      </header>
      <main className="vc-main" data-view={view}>
        <div className="vc-side" ref={side}>
          <ThemePicker
            load={customizer.themes}
            editing={themeOf(server)}
            busy={writing}
            onChoose={writes.chooseTheme}
            onRetry={() => void customizer.loadThemes()}
          />
          <CollectionOptions.Provider value={customizer.collections}>
            <SchemeOptions.Provider value={ready.history.present.color_schemes}>
              <SectionSelectionContext.Provider value={selection}>
                <TemplatePicker
                  schema={server.sections}
                  settings={ready.history.present}
                  onChange={customizer.edit}
                  onNavigate={setFramePath}
                  assignments={templates}
                />
              </SectionSelectionContext.Provider>
              <SettingsPanel
                schema={server.schema}
                settings={ready.history.present}
                sections={server.sections}
                onChange={customizer.edit}
                confirm={confirm}
              />
            </SchemeOptions.Provider>
          </CollectionOptions.Provider>
          {devPreview ? null : (
            <SchedulePanel
              service={service}
              settings={ready.history.present}
              revision={server.revision}
              live={server.live}
              busy={writing}
            />
          )}
          <VersionsList
            load={customizer.versions}
            busy={writing}
            onRestore={writes.restore}
            onRetry={() => void customizer.loadVersions()}
          />
        </div>
        <section className="vc-stage" aria-label={t("customizer.preview.region")}>
          <iframe
            ref={frame}
            className="vc-preview"
            title={t("customizer.preview.frameTitle")}
            src={frameUrl(storefrontUrl, server.live ? null : themeOf(server), framePath)}
            style={{ width: previewWidth(width) }}
          />
        </section>
      </main>
    </div>
  );
}

/** The page while the settings load, or with why they could not be and a Retry. */
function OpeningPage({ failure, onRetry }: { failure: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="vc-page vc-page--message">
      <h1>{t("customizer.title")}</h1>
      {failure === undefined ? (
        <output>{t("customizer.loading")}</output>
      ) : (
        <div role="alert" className="vc-alert">
          <p>{t("customizer.loadFailed", { message: failure })}</p>
          <button type="button" onClick={onRetry}>
            {t("customizer.retry")}
          </button>
        </div>
      )}
    </main>
  );
}
