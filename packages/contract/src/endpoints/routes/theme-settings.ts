// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.themeSettings`. */
export const themeSettingsRoutes: EndpointRoutesOf<(typeof endpoints)["themeSettings"]> = {
  get: {
    method: "GET",
    base: "membership",
    path: "/api/creators/theme-settings",
    list: false,
    access: "creator",
  },
  saveDraft: {
    method: "PUT",
    base: "membership",
    path: "/api/creators/theme-settings/draft",
    list: false,
    access: "creator",
  },
  discardDraft: {
    method: "DELETE",
    base: "membership",
    path: "/api/creators/theme-settings/draft",
    list: false,
    access: "creator",
  },
  publish: {
    method: "POST",
    base: "membership",
    path: "/api/creators/theme-settings/publish",
    list: false,
    access: "creator",
  },
  listVersions: {
    method: "GET",
    base: "membership",
    path: "/api/creators/theme-settings/versions",
    list: false,
    access: "creator",
  },
  restore: {
    method: "POST",
    base: "membership",
    path: "/api/creators/theme-settings/restore",
    list: false,
    access: "creator",
  },
  createSchedule: {
    method: "POST",
    base: "membership",
    path: "/api/creators/theme-settings/schedules",
    list: false,
    access: "creator",
  },
  listSchedules: {
    method: "GET",
    base: "membership",
    path: "/api/creators/theme-settings/schedules",
    list: false,
    access: "creator",
  },
  cancelSchedule: {
    method: "DELETE",
    base: "membership",
    path: "/api/creators/theme-settings/schedules/:id",
    list: false,
    access: "creator",
  },
};
