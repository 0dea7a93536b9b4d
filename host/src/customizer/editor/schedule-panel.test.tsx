import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ThemeSettings, ThemeSettingsSchedule } from "@vitrine/contract";
import { ApiError } from "@vitrine/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInEnglish } from "./render-in-english";
import { localInputInstant, SchedulePanel } from "./schedule-panel";
import type { SettingsService } from "./settings-service";

afterEach(cleanup);

const settings = { page_width: 1320 } as unknown as ThemeSettings;
const pending: ThemeSettingsSchedule = {
  id: "sch_1",
  publishAt: "2099-12-01T17:00:00.000Z",
  state: "pending",
  theme: { handle: "default", version: null },
  createdBy: { id: "usr_1", email: "creator@demo.test" },
  createdAt: "2026-11-28T10:00:00.000Z",
  publishedVersion: null,
  failure: null,
};

function open(live = true, list: ThemeSettingsSchedule[] = []) {
  const service = {
    schedules: vi.fn(async () => list),
    schedule: vi.fn<SettingsService["schedule"]>(async () => [pending]),
    cancelSchedule: vi.fn<SettingsService["cancelSchedule"]>(async () => []),
  };
  renderInEnglish(
    <SchedulePanel
      service={service as unknown as SettingsService}
      settings={settings}
      revision={7}
      live={live}
      busy={false}
    />,
  );
  return service;
}

const pick = (value: string) =>
  fireEvent.change(screen.getByLabelText("Publish at"), { target: { value } });

describe("the schedule panel", () => {
  it("schedules the settings on screen at the owner's local time, sent in UTC, and lists it", async () => {
    const service = open();
    await screen.findByText("Nothing scheduled.");
    pick("2099-12-01T18:00");
    fireEvent.click(screen.getByRole("button", { name: "Schedule publish" }));
    await screen.findByText("Waiting, scheduled by creator@demo.test");
    expect(service.schedule).toHaveBeenCalledWith({
      settings,
      baseRevision: 7,
      publishAt: new Date("2099-12-01T18:00").toISOString(),
    });
  });

  it("refuses a time past before sending, and shows the shop's refusal of one it sent", async () => {
    const service = open();
    await screen.findByText("Nothing scheduled.");
    pick("2001-01-01T10:00");
    fireEvent.click(screen.getByRole("button", { name: "Schedule publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Pick a date and time in the future.",
    );
    expect(service.schedule).not.toHaveBeenCalled();

    service.schedule.mockRejectedValueOnce(
      new ApiError("These settings were changed elsewhere.", {
        statusCode: 409,
        statusMessage: "Conflict",
        data: { code: "VERSION_CONFLICT" },
      }),
    );
    pick("2099-12-01T18:00");
    fireEvent.click(screen.getByRole("button", { name: "Schedule publish" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("These settings were changed elsewhere."),
    );
  });

  it("cancels a pending one, and says why one failed", async () => {
    const failed: ThemeSettingsSchedule = {
      ...pending,
      id: "sch_2",
      state: "failed",
      failure: "The live theme is minimal@2 now",
    };
    const service = open(true, [pending, failed]);
    expect(await screen.findByText("Not published: The live theme is minimal@2 now")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Cancel the publish at / }));
    await screen.findByText("Nothing scheduled.");
    expect(service.cancelSchedule).toHaveBeenCalledWith("sch_1");
  });

  it("takes no schedule for a theme that is not live", async () => {
    open(false);
    await screen.findByText("Only the live theme's settings can be scheduled.");
    expect((screen.getByLabelText("Publish at") as HTMLInputElement).disabled).toBe(true);
  });
});

describe("localInputInstant", () => {
  it("reads a datetime-local value in the owner's time zone, and nothing else", () => {
    expect(localInputInstant("2026-12-01T18:00")?.getTime()).toBe(
      new Date(2026, 11, 1, 18, 0).getTime(),
    );
    expect(localInputInstant("2026-12-01T18:00:30")?.getSeconds()).toBe(30);
    expect(localInputInstant("")).toBeNull();
    expect(localInputInstant("tomorrow")).toBeNull();
  });
});
