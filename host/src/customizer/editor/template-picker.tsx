import {
  ASSIGNABLE_PAGE_TYPES,
  type AssignablePageType,
  arrangementOf,
  parseTemplateName,
  TEMPLATE_PAGE_TYPES,
  TEMPLATE_SUFFIX,
  type TemplatePageType,
  type ThemeSectionsSchema,
  type ThemeSettings,
  templateSchemaOf,
  templateSectionTypes,
  withArrangement,
} from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionsEditor } from "./sections-editor";
import type { TemplateAssignments, TemplateTarget } from "./template-assignments";

const ASSIGNABLE: ReadonlySet<string> = new Set(ASSIGNABLE_PAGE_TYPES);

/**
 * Where the frame goes to show a page of `pageType`: a product or collection of the shop when it
 * has one, a content page of the demo, else the list a post or video is opened from.
 *
 * @example
 * examplePath("product", "prod_1") // → "/products/prod_1"
 * examplePath("post", undefined) // → "/membership/posts"
 */
export function examplePath(pageType: TemplatePageType, example: string | undefined): string {
  switch (pageType) {
    case "product":
      return example === undefined
        ? routePath("products")
        : routePath("product", { slug: example });
    case "collection":
      return example === undefined
        ? routePath("collections")
        : routePath("collection", { slug: example });
    case "products":
    case "collections":
    case "cart":
      return routePath(pageType);
    case "posts":
    case "post":
      return routePath("membership-posts");
    case "video":
      return routePath("membership-video-catalog-all");
    case "pricing":
      return routePath("membership-pricing");
    case "page":
      return routePath("page", { slug: example ?? "about" });
    default:
      return "/";
  }
}

/**
 * The templates the owner can arrange: the home page's when the theme has sections, every page
 * type the theme arranges, and the shop's alternatives (`product.preorder`), in that order.
 *
 * @example
 * templateNames(DEFAULT_THEME_SECTIONS, { templates: { "product.preorder": […] } })
 * // → ["home", "product", "collection", …, "page", "product.preorder"]
 */
export function templateNames(
  schema: ThemeSectionsSchema,
  settings: Pick<ThemeSettings, "templates">,
): string[] {
  const pages = TEMPLATE_PAGE_TYPES.filter((pageType) =>
    pageType === "home" ? schema.types.length > 0 : templateSchemaOf(schema, pageType),
  );
  const alternatives = Object.keys(settings.templates ?? {})
    .filter((name) => parseTemplateName(name)?.alternative)
    .sort();
  return [...pages, ...alternatives];
}

/**
 * The customizer's templates: a choice of the page to arrange (Home, Product, Collection… and the
 * shop's alternatives), which also takes the frame to such a page, "Create template" for a
 * product's or collection's alternative (a copy of the page type's arrangement), the assignment
 * of an alternative to one product or collection, and the chosen template's sections editor.
 */
export function TemplatePicker({
  schema,
  settings,
  onChange,
  onNavigate,
  assignments,
}: {
  schema: ThemeSectionsSchema;
  settings: ThemeSettings;
  onChange: (settings: ThemeSettings) => void;
  /** Takes the frame to a page's path (`/products/tee`). */
  onNavigate: (path: string) => void;
  assignments?: TemplateAssignments | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState("home");
  const [examples, setExamples] = useState<Record<AssignablePageType, TemplateTarget[]>>({
    product: [],
    collection: [],
  });
  useEffect(() => {
    if (assignments === undefined) return;
    let live = true;
    void Promise.all([assignments.products(), assignments.collections()]).then(
      ([product, collection]) => {
        if (live) setExamples({ product, collection });
      },
      // Without them the frame shows the lists; templates are still arranged.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [assignments]);
  // Chosen before the shop's products came: the frame goes to one once they are here.
  const chosenType = parseTemplateName(chosen)?.pageType;
  useEffect(() => {
    if (chosenType === "product" || chosenType === "collection") {
      const example = examples[chosenType][0]?.id;
      if (example !== undefined) onNavigate(examplePath(chosenType, example));
    }
  }, [examples, chosenType, onNavigate]);
  if (schema.types.length === 0) return null;
  const names = templateNames(schema, settings);
  const name = names.includes(chosen) ? chosen : "home";
  const parsed = parseTemplateName(name) ?? { pageType: "home" as const, alternative: null };
  const pageLabel = (template: string) => {
    const read = parseTemplateName(template);
    const page = t(`customizer.templates.page.${read?.pageType ?? "home"}`);
    return read?.alternative ? `${page} · ${read.alternative}` : page;
  };
  const choose = (next: string) => {
    setChosen(next);
    const pageType = parseTemplateName(next)?.pageType ?? "home";
    const example = ASSIGNABLE.has(pageType)
      ? examples[pageType as AssignablePageType][0]?.id
      : undefined;
    onNavigate(examplePath(pageType, example));
  };
  const template = templateSchemaOf(schema, parsed.pageType);
  const arranged = arrangementOf(settings, name);
  const fallback =
    parsed.pageType === "home"
      ? schema.home
      : (arrangementOf(settings, parsed.pageType) ?? template?.default ?? []);

  return (
    <div className="vc-templates vc-sections">
      <div className="vc-field">
        <label htmlFor={`${id}-template`}>{t("customizer.templates.label")}</label>
        <select id={`${id}-template`} value={name} onChange={(event) => choose(event.target.value)}>
          {names.map((each) => (
            <option key={each} value={each}>
              {pageLabel(each)}
            </option>
          ))}
        </select>
      </div>
      {ASSIGNABLE.has(parsed.pageType) ? (
        <CreateTemplate
          pageType={parsed.pageType as AssignablePageType}
          taken={names}
          onCreate={(created) => {
            onChange(withArrangement(settings, created, structuredClone([...fallback])));
            setChosen(created);
          }}
        />
      ) : null}
      {parsed.alternative !== null && assignments !== undefined ? (
        <AssignTemplate
          key={name}
          name={name}
          pageType={parsed.pageType as AssignablePageType}
          targets={examples[parsed.pageType as AssignablePageType]}
          assignments={assignments}
          onAssigned={(target) => onNavigate(examplePath(parsed.pageType, target))}
        />
      ) : null}
      <SectionsEditor
        heading={pageLabel(name)}
        resetTexts={
          parsed.pageType === "home"
            ? undefined
            : parsed.alternative !== null
              ? null
              : {
                  themeOwn: t("customizer.templates.themeOwn"),
                  useTheme: t("customizer.templates.useTheme"),
                }
        }
        types={templateSectionTypes(schema, name)}
        main={template?.main}
        value={arranged ?? fallback}
        onChange={(next) => onChange(withArrangement(settings, name, next))}
        onReset={
          arranged === undefined || parsed.alternative !== null
            ? undefined
            : () => onChange(withArrangement(settings, name, undefined))
        }
      />
    </div>
  );
}

/** "Create template": a name for an alternative of the page type, checked as the shop checks it. */
function CreateTemplate({
  pageType,
  taken,
  onCreate,
}: {
  pageType: AssignablePageType;
  taken: readonly string[];
  onCreate: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [suffix, setSuffix] = useState("");
  const name = `${pageType}.${suffix}`;
  const problem =
    suffix === ""
      ? undefined
      : !TEMPLATE_SUFFIX.test(suffix)
        ? t("customizer.templates.nameRule")
        : taken.includes(name)
          ? t("customizer.templates.nameTaken", { name })
          : undefined;
  return (
    <form
      className="vc-field vc-field--wide vc-templates__create"
      onSubmit={(event) => {
        event.preventDefault();
        if (suffix === "" || problem !== undefined) return;
        onCreate(name);
        setSuffix("");
      }}
    >
      <label htmlFor={`${id}-name`}>{t("customizer.templates.newName", { pageType })}</label>
      <input
        id={`${id}-name`}
        value={suffix}
        maxLength={30}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        onChange={(event) => setSuffix(event.target.value)}
      />
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className="vc-field__info">
          {problem}
        </p>
      )}
      <button type="submit" disabled={suffix === "" || problem !== undefined}>
        {t("customizer.templates.create")}
      </button>
    </form>
  );
}

/** Assigns the chosen alternative to one product or collection, then shows it in the frame. */
function AssignTemplate({
  name,
  pageType,
  targets,
  assignments,
  onAssigned,
}: {
  name: string;
  pageType: AssignablePageType;
  targets: readonly TemplateTarget[];
  assignments: TemplateAssignments;
  onAssigned: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState(targets[0]?.id ?? "");
  const [status, setStatus] = useState<"idle" | "busy" | "done" | "failed">("idle");
  const chosen = targets.some((each) => each.id === target) ? target : (targets[0]?.id ?? "");
  const label = targets.find((each) => each.id === chosen)?.label ?? "";
  const assign = async () => {
    setStatus("busy");
    try {
      await assignments.assign(pageType, chosen, name);
      setStatus("done");
      onAssigned(chosen);
    } catch {
      setStatus("failed");
    }
  };
  return (
    <div className="vc-field vc-templates__assign">
      <label htmlFor={`${id}-target`}>{t(`customizer.templates.assignTo.${pageType}`)}</label>
      <select
        id={`${id}-target`}
        value={chosen}
        onChange={(event) => setTarget(event.target.value)}
      >
        {targets.map((each) => (
          <option key={each.id} value={each.id}>
            {each.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={chosen === "" || status === "busy"}
        onClick={() => void assign()}
      >
        {t("customizer.templates.assign", { name })}
      </button>
      <output>
        {status === "done"
          ? t("customizer.templates.assigned", { name, target: label })
          : status === "failed"
            ? t("customizer.templates.assignFailed")
            : ""}
      </output>
    </div>
  );
}
