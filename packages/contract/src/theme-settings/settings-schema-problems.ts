import { settingValueProblem } from "./setting-value";
import type { SettingDefinition, SettingsProblem, ThemeSettingsSchema } from "./settings-schema";
import { SETTING_TYPES, SETTING_UNITS, SETTINGS_SCHEMA_LIMITS } from "./settings-schema";

const SETTING_ID = /^[a-z][a-z0-9_]{0,63}$/;
const GROUP_ID = /^[a-z][a-z0-9_-]{0,63}$/;

export interface SettingsSchemaCheckOptions {
  /** Ids the schema may not declare: a theme's own settings may not redefine the spec's. */
  readonly reservedIds?: ReadonlySet<string>;
}

/**
 * What is wrong with `input` as a settings schema, each problem naming its field; an empty list
 * means it is one. Checked, in order: the shape of groups and settings, unique ids, each type's own
 * attributes (a range's bounds and step, a select's options, a text's length) and that every
 * default is a value its setting allows. A theme upload whose manifest fails this is refused.
 *
 * @example
 * settingsSchemaProblems([{ id: "hero", label: "Hero", settings: [
 *   { type: "range", id: "hero_height", label: "Height", min: 200, max: 800, step: 10, default: 900 },
 * ] }])
 * // → [{ field: "settings[0].settings[0].default", message: "must be between 200 and 800" }]
 */
export function settingsSchemaProblems(
  input: unknown,
  { reservedIds = new Set() }: SettingsSchemaCheckOptions = {},
): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const report = (field: string, message: string) => problems.push({ field, message });
  if (!Array.isArray(input)) {
    report("settings", "must be a list of setting groups");
    return problems;
  }
  if (input.length > SETTINGS_SCHEMA_LIMITS.groups) {
    report("settings", `must have at most ${SETTINGS_SCHEMA_LIMITS.groups} groups`);
  }
  const groupIds = new Set<string>();
  const settingIds = new Set<string>();
  let settingCount = 0;
  input.forEach((group: unknown, groupIndex) => {
    const groupField = `settings[${groupIndex}]`;
    if (!isRecord(group)) {
      report(groupField, "must be a group { id, label, settings }");
      return;
    }
    if (typeof group.id !== "string" || !GROUP_ID.test(group.id)) {
      report(`${groupField}.id`, "must be lowercase letters, digits, - or _");
    } else if (groupIds.has(group.id)) {
      report(`${groupField}.id`, `"${group.id}" is declared twice`);
    } else {
      groupIds.add(group.id);
    }
    checkLabel(group.label, `${groupField}.label`, report);
    if (!Array.isArray(group.settings)) {
      report(`${groupField}.settings`, "must be a list of settings");
      return;
    }
    settingCount += group.settings.length;
    problems.push(
      ...settingDefinitionsProblems(group.settings, `${groupField}.settings`, {
        reservedIds,
        takenIds: settingIds,
      }),
    );
  });
  if (settingCount > SETTINGS_SCHEMA_LIMITS.settings) {
    report("settings", `must declare at most ${SETTINGS_SCHEMA_LIMITS.settings} settings`);
  }
  return problems;
}

/**
 * What is wrong with a list of setting definitions (a group's, a section type's, a block type's),
 * each problem naming its field under `field`. Ids go into `takenIds`, so a second list checked
 * with the same set may not reuse them.
 *
 * @example
 * settingDefinitionsProblems([{ type: "checkbox", id: "Show", label: "Show", default: 1 }], "settings")
 * // → [{ field: "settings[0].id", message: "must be snake_case: …" },
 * //    { field: "settings[0].default", message: "must be true or false" }]
 */
export function settingDefinitionsProblems(
  settings: readonly unknown[],
  field: string,
  {
    reservedIds = new Set(),
    takenIds = new Set(),
  }: { reservedIds?: ReadonlySet<string>; takenIds?: Set<string> } = {},
): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const report = (at: string, message: string) => problems.push({ field: at, message });
  settings.forEach((setting: unknown, settingIndex) => {
    const at = `${field}[${settingIndex}]`;
    if (!isRecord(setting)) {
      report(at, "must be a setting { type, id, label, default }");
      return;
    }
    if (typeof setting.id !== "string" || !SETTING_ID.test(setting.id)) {
      report(`${at}.id`, "must be snake_case: a lowercase letter, then letters, digits or _");
    } else if (reservedIds.has(setting.id)) {
      report(`${at}.id`, `"${setting.id}" is a setting every theme has already`);
    } else if (takenIds.has(setting.id)) {
      report(`${at}.id`, `"${setting.id}" is declared twice`);
    } else {
      takenIds.add(setting.id);
    }
    checkLabel(setting.label, `${at}.label`, report);
    if (
      setting.info !== undefined &&
      (typeof setting.info !== "string" || setting.info.length > SETTINGS_SCHEMA_LIMITS.infoLength)
    ) {
      report(`${at}.info`, `must be text of at most ${SETTINGS_SCHEMA_LIMITS.infoLength}`);
    }
    if (!SETTING_TYPES.includes(setting.type as never)) {
      report(`${at}.type`, `must be one of ${SETTING_TYPES.join(", ")}`);
      return;
    }
    const before = problems.length;
    checkTypeAttributes(setting, at, report);
    if (problems.length > before) return;
    const defaultProblem = settingValueProblem(
      setting as unknown as SettingDefinition,
      setting.default,
    );
    if (defaultProblem) report(`${at}.default`, defaultProblem);
  });
  return problems;
}

/** True when `input` is a settings schema (no problems). */
export function isSettingsSchema(input: unknown): input is ThemeSettingsSchema {
  return settingsSchemaProblems(input).length === 0;
}

export type Report = (field: string, message: string) => void;

function checkTypeAttributes(setting: Record<string, unknown>, field: string, report: Report) {
  switch (setting.type) {
    case "range": {
      const { min, max, step, unit } = setting;
      if (!isFiniteNumber(min)) report(`${field}.min`, "must be a number");
      if (!isFiniteNumber(max)) report(`${field}.max`, "must be a number");
      if (!isFiniteNumber(step) || step <= 0) report(`${field}.step`, "must be a positive number");
      if (isFiniteNumber(min) && isFiniteNumber(max) && min >= max) {
        report(`${field}.max`, "must be greater than min");
      }
      if (unit !== undefined && !SETTING_UNITS.includes(unit as never)) {
        report(`${field}.unit`, `must be one of ${SETTING_UNITS.map((u) => `"${u}"`).join(", ")}`);
      }
      return;
    }
    case "select": {
      const { options } = setting;
      if (
        !Array.isArray(options) ||
        options.length === 0 ||
        options.length > SETTINGS_SCHEMA_LIMITS.selectOptions
      ) {
        report(
          `${field}.options`,
          `must list 1 to ${SETTINGS_SCHEMA_LIMITS.selectOptions} options`,
        );
        return;
      }
      const values = new Set<string>();
      options.forEach((option: unknown, index) => {
        const optionField = `${field}.options[${index}]`;
        if (!isRecord(option) || typeof option.value !== "string" || option.value === "") {
          report(optionField, "must be an option { value, label }");
          return;
        }
        if (values.has(option.value)) report(`${optionField}.value`, "is listed twice");
        values.add(option.value);
        checkLabel(option.label, `${optionField}.label`, report);
      });
      return;
    }
    case "text": {
      const { maxLength, multiline } = setting;
      if (
        maxLength !== undefined &&
        (!Number.isInteger(maxLength) ||
          (maxLength as number) < 1 ||
          (maxLength as number) > SETTINGS_SCHEMA_LIMITS.textLength)
      ) {
        report(
          `${field}.maxLength`,
          `must be a whole number from 1 to ${SETTINGS_SCHEMA_LIMITS.textLength}`,
        );
      }
      if (multiline !== undefined && typeof multiline !== "boolean") {
        report(`${field}.multiline`, "must be true or false");
      }
      return;
    }
  }
}

export function checkLabel(label: unknown, field: string, report: Report) {
  if (
    typeof label !== "string" ||
    label.trim() === "" ||
    label.length > SETTINGS_SCHEMA_LIMITS.labelLength
  ) {
    report(field, `must be text of 1 to ${SETTINGS_SCHEMA_LIMITS.labelLength} characters`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
