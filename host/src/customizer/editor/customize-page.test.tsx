import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  DEFAULT_THEME_SECTIONS,
  settingsDefaults,
  type ThemeSettings,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
  type ThemeVersion,
  themeSettingsSchema,
} from "@vitrine/contract";
import { ApiError, DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customizerTranslations } from "../../i18n/customizer-translations";
import { createHostI18n } from "../../i18n/host-i18n";
import { CustomizePage } from "./customize-page";
import { renderInEnglish } from "./render-in-english";
import type { SettingsService } from "./settings-service";

afterEach(cleanup);

const schema = themeSettingsSchema();
const published = {
  ...structuredClone(DEFAULT_THEME_SETTINGS),
  ...(settingsDefaults(schema) as Partial<ThemeSettings>),
  heading_font: "Inter",
} as ThemeSettings;
const owner = { id: "u1", email: "owner@example.com" };

function shopState(change: Partial<ThemeSettingsState> = {}): ThemeSettingsState {
  return {
    handle: "default",
    version: null,
    live: true,
    schema,
    sections: DEFAULT_THEME_SECTIONS,
    revision: 7,
    published: {
      version: 4,
      settings: published,
      publishedAt: "2026-11-20T10:00:00Z",
      publishedBy: owner,
    },
    draft: {
      settings: { ...published, heading_font: "Lora" },
      savedAt: "2026-11-24T14:02:00Z",
      savedBy: owner,
    },
    ...change,
  };
}

const versions: ThemeSettingsVersion[] = [
  {
    version: 4,
    publishedAt: "2026-11-20T10:00:00Z",
    publishedBy: owner,
    restoredFrom: null,
    live: true,
  },
  {
    version: 3,
    publishedAt: "2026-11-10T10:00:00Z",
    publishedBy: owner,
    restoredFrom: null,
    live: false,
  },
];

const themeVersion = (handle: string, version: number, live = false): ThemeVersion => ({
  handle,
  version,
  hash: `${handle}-${version}`,
  bytes: 1000,
  gzipBytes: 500,
  publishedAt: "2026-11-20T10:00:00Z",
  publishedBy: owner,
  live,
  scriptUrl: `http://demo.localhost/themes/shop_demo/${handle}/${version}/theme.js`,
  health: { state: "healthy" },
});
const themes = [themeVersion("minimal", 2), themeVersion("studio", 1), themeVersion("minimal", 1)];

function conflict() {
  return new ApiError("The settings changed elsewhere: load the latest.", {
    statusCode: 409,
    statusMessage: "Conflict",
    data: { message: "The settings changed elsewhere: load the latest.", code: "VERSION_CONFLICT" },
  });
}

function fakeService(first = shopState()) {
  return {
    load: vi.fn<SettingsService["load"]>(async () => first),
    saveDraft: vi.fn<SettingsService["saveDraft"]>(async ({ settings }) =>
      shopState({
        revision: 8,
        draft: { settings, savedAt: "2026-11-24T15:00:00Z", savedBy: owner },
      }),
    ),
    discardDraft: vi.fn<SettingsService["discardDraft"]>(async () =>
      shopState({ revision: 8, draft: null }),
    ),
    publish: vi.fn<SettingsService["publish"]>(async ({ settings }) =>
      shopState({
        revision: 8,
        draft: null,
        published: {
          version: 5,
          settings,
          publishedAt: "2026-11-24T15:00:00Z",
          publishedBy: owner,
        },
      }),
    ),
    versions: vi.fn<SettingsService["versions"]>(async () => versions),
    collections: vi.fn<SettingsService["collections"]>(async () => [
      { value: "c1", label: "Spring" },
      { value: "c2", label: "Prints" },
    ]),
    themes: vi.fn<SettingsService["themes"]>(async () => themes),
    schedules: vi.fn<SettingsService["schedules"]>(async () => []),
    schedule: vi.fn<SettingsService["schedule"]>(async () => []),
    cancelSchedule: vi.fn<SettingsService["cancelSchedule"]>(async () => []),
    restore: vi.fn<SettingsService["restore"]>(async () =>
      shopState({
        revision: 8,
        draft: null,
        published: {
          version: 5,
          settings: { ...published, heading_font: "DM Sans" },
          publishedAt: "2026-11-24T15:00:00Z",
          publishedBy: owner,
        },
      }),
    ),
  } satisfies SettingsService;
}

async function openPage(service = fakeService(), confirm = vi.fn(() => true)) {
  renderInEnglish(
    <CustomizePage storefrontUrl="/?customizing" service={service} confirm={confirm} />,
  );
  await screen.findByRole("form", { name: "Theme settings" });
  return { service, confirm };
}

const headingFont = () => screen.getByLabelText("Heading font") as HTMLSelectElement;
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const status = () => document.querySelector(".vc-status")?.textContent ?? "";

describe("the customize page opens with the shop's settings", () => {
  it("shows the draft when there is one, with the panel from the state's schema and the frame", async () => {
    await openPage();
    expect(headingFont().value).toBe("Lora");
    expect(screen.getByText("Draft saved, not published")).toBeTruthy();
    expect(screen.getByTitle("Storefront preview")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Customize your theme" })).toBeTruthy();
  });

  it("shows the published settings when there is no draft", async () => {
    await openPage(fakeService(shopState({ draft: null })));
    expect(headingFont().value).toBe("Inter");
    expect(screen.getByText("Live: version 4")).toBeTruthy();
  });

  it("says it is loading, then a failure with a Retry that loads again", async () => {
    const service = fakeService();
    service.load.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderInEnglish(<CustomizePage storefrontUrl="/?customizing" service={service} />);
    expect(screen.getByRole("status").textContent).toMatch(/Loading/);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/could not be loaded/);
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("form", { name: "Theme settings" });
    expect(service.load).toHaveBeenCalledTimes(2);
  });
});

describe("the customize page speaks the shop's language", () => {
  it("in a French shop, its headings, buttons, status line and confirmations are French", async () => {
    const french = await createHostI18n("fr", [customizerTranslations]);
    const confirm = vi.fn(() => false);
    render(
      <I18nextProvider i18n={french}>
        <CustomizePage storefrontUrl="/?customizing" service={fakeService()} confirm={confirm} />
      </I18nextProvider>,
    );
    await screen.findByRole("form", { name: "Réglages du thème" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Personnaliser votre thème" }),
    ).toBeTruthy();
    expect(screen.getByText("Brouillon enregistré, non publié")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^Téléphone \(390\spx\)$/ })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Restaurer la version 3" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Abandonner le brouillon" }));
    expect(confirm).toHaveBeenCalledWith(
      "Abandonner le brouillon enregistré ? Les réglages publiés réapparaîtront.",
    );
  });
});

describe("saving, publishing, conflicts", () => {
  it("Save draft sends the edited settings with the revision they were edited from", async () => {
    const { service } = await openPage();
    expect(button("Save draft").disabled).toBe(true);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(button("Save draft"));
    await waitFor(() => expect(status()).toMatch(/^Draft saved \d/));
    expect(service.saveDraft).toHaveBeenCalledWith({
      settings: expect.objectContaining({ heading_font: "Work Sans" }),
      baseRevision: 7,
      theme: { handle: "default", version: null },
    });
    expect(screen.getByText("Draft saved, not published")).toBeTruthy();
  });

  it("a 409 says so and keeps the edits on screen until the owner loads the latest", async () => {
    const service = fakeService();
    service.saveDraft.mockRejectedValueOnce(conflict());
    await openPage(service);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    fireEvent.click(button("Save draft"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/changed elsewhere/);
    expect(headingFont().value).toBe("Work Sans");

    service.load.mockResolvedValueOnce(
      shopState({
        revision: 9,
        draft: {
          settings: { ...published, heading_font: "Lora" },
          savedAt: "2026-11-24T15:30:00Z",
          savedBy: owner,
        },
      }),
    );
    fireEvent.click(within(alert).getByRole("button", { name: "Load the latest" }));
    await waitFor(() => expect(headingFont().value).toBe("Lora"));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(headingFont(), { target: { value: "Inter" } });
    fireEvent.click(button("Save draft"));
    await waitFor(() =>
      expect(service.saveDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ baseRevision: 9 }),
      ),
    );
  });

  it("a 400 shows the server's message naming the field, without a Retry", async () => {
    const service = fakeService();
    service.publish.mockRejectedValueOnce(
      new ApiError("page_width must be at most 2400", {
        statusCode: 400,
        statusMessage: "Bad Request",
        data: { message: "page_width must be at most 2400", code: "VALIDATION_ERROR" },
      }),
    );
    await openPage(service);
    fireEvent.click(button("Publish"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/page_width must be at most 2400/);
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("any other failure keeps the edits, with the message and a Retry that writes again", async () => {
    const service = fakeService();
    service.saveDraft.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await openPage(service);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    fireEvent.click(button("Save draft"));
    const alert = await screen.findByRole("alert");
    expect(headingFont().value).toBe("Work Sans");
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(status()).toMatch(/^Draft saved/));
    expect(service.saveDraft).toHaveBeenCalledTimes(2);
  });

  it("Publish publishes what is on screen and says which version is live", async () => {
    const { service } = await openPage();
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(status()).toBe("Published version 5"));
    expect(service.publish).toHaveBeenCalledWith({
      settings: expect.objectContaining({ heading_font: "Lora" }),
      baseRevision: 7,
      theme: { handle: "default", version: null },
    });
    expect(service.versions).toHaveBeenCalledTimes(2);
  });

  it("Discard draft asks first, then shows the published settings", async () => {
    const confirm = vi.fn(() => false);
    const { service } = await openPage(fakeService(), confirm);
    fireEvent.click(button("Discard draft"));
    expect(service.discardDraft).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(button("Discard draft"));
    await waitFor(() => expect(headingFont().value).toBe("Inter"));
    expect(service.discardDraft).toHaveBeenCalledWith(7);
    expect(status()).toBe("Draft discarded");
  });

  it("asks the browser to confirm leaving while there are unsaved changes", async () => {
    await openPage();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    expect(leave()).toBe(true);
  });
});

describe("versions", () => {
  it("lists them with the live one marked; Restore asks, restores and shows that state", async () => {
    const { service, confirm } = await openPage();
    const region = screen.getByRole("region", { name: "Versions" });
    const list = await within(region).findByRole("list");
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toMatch(/Version 4\s*Live/);
    expect(within(list).queryByRole("button", { name: "Restore version 4" })).toBeNull();
    fireEvent.click(within(list).getByRole("button", { name: "Restore version 3" }));
    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(headingFont().value).toBe("DM Sans"));
    expect(service.restore).toHaveBeenCalledWith({ version: 3, baseRevision: 7 });
    expect(status()).toBe("Version 3 restored as version 5");
  });
});

describe("choosing another of the shop's themes", () => {
  const MINIMAL_2 = { handle: "minimal", version: 2 };
  // Minimal 2 declares a tagline of its own; the shop's settings hold a key of another theme.
  const minimalState = (change: Partial<ThemeSettingsState> = {}) =>
    shopState({
      ...MINIMAL_2,
      live: false,
      schema: themeSettingsSchema([
        {
          id: "lookbook",
          label: "Lookbook",
          settings: [{ type: "text", id: "tagline", label: "Tagline", default: "New in" }],
        },
      ]),
      sections: { types: [], home: [] },
      published: {
        version: 4,
        settings: {
          ...published,
          hero_heading: "Another theme's",
          home_sections: [{ id: "a", type: "hero", settings: {} }],
        } as ThemeSettings,
        publishedAt: "2026-11-20T10:00:00Z",
        publishedBy: owner,
      },
      ...change,
    });
  const picker = () => screen.getByRole("region", { name: "Theme" });
  const frameSrc = () => (screen.getByTitle("Storefront preview") as HTMLIFrameElement).src;
  const preview = async (service: ReturnType<typeof fakeService>, value: string) => {
    service.load.mockResolvedValueOnce(minimalState());
    const region = await waitFor(picker);
    const select = await within(region).findByLabelText("Preview a theme");
    fireEvent.change(select, { target: { value } });
    fireEvent.click(within(region).getByRole("button", { name: "Preview" }));
  };

  it("lists the default theme and every published version, newest first per theme, the live one said", async () => {
    const service = fakeService();
    service.themes.mockResolvedValue([
      { ...themeVersion("minimal", 2), live: true },
      ...themes.slice(1),
    ]);
    await openPage(service);
    const region = picker();
    await within(region).findByLabelText("Preview a theme");
    expect(region.textContent).toMatch(/Live: minimal v2/);
    const options = within(region)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["The default theme", "minimal v2 (live)", "minimal v1", "studio v1"]);
  });

  it("says on a banner when the live version renders in browsers only, and why; nothing when healthy", async () => {
    const service = fakeService();
    service.themes.mockResolvedValue([
      {
        ...themeVersion("minimal", 2, true),
        health: {
          state: "quarantined",
          kind: "crash",
          reason: "The render worker ended (SIGABRT)",
          since: "2026-11-27T18:40:00.000Z",
        },
      },
      ...themes.slice(1),
    ]);
    await openPage(service);
    const banner = await screen.findByText(/is rendered in visitors' browsers only/);
    expect(banner.closest("[role=alert]")?.textContent).toMatch(
      /minimal v2 is rendered in visitors' browsers only\. Its server render crashed too often \(The render worker ended \(SIGABRT\)\).*2026-11-27.*Publish a fixed version/,
    );
    cleanup();
    const healthy = fakeService();
    healthy.themes.mockResolvedValue([themeVersion("minimal", 2, true)]);
    await openPage(healthy);
    await within(picker()).findByLabelText("Preview a theme");
    expect(screen.queryByText(/in visitors' browsers only/)).toBeNull();
  });

  it("Preview loads that theme's state, panel and frame, with a banner and a way back", async () => {
    const service = fakeService();
    await openPage(service);
    expect(frameSrc()).toMatch(/\/\?customizing$/);
    await preview(service, "minimal@2");
    await screen.findByLabelText("Tagline");
    expect(service.load).toHaveBeenLastCalledWith(MINIMAL_2);
    expect(frameSrc()).toMatch(/\/\?customizing&theme=minimal%402$/);
    const banner = screen.getByRole("note");
    expect(banner.textContent).toMatch(
      /Previewing minimal v2 — not live\. Publish to make it live with these settings\./,
    );
    // The draft is the live theme's: this theme starts from the published settings.
    expect(headingFont().value).toBe("Inter");
    expect(button("Save draft").disabled).toBe(true);
    expect(button("Publish").disabled).toBe(false);

    service.load.mockResolvedValueOnce(shopState());
    fireEvent.click(within(banner).getByRole("button", { name: "Back to the live theme" }));
    await waitFor(() => expect(screen.queryByRole("note")).toBeNull());
    expect(service.load).toHaveBeenLastCalledWith(undefined);
    expect(frameSrc()).toMatch(/\/\?customizing$/);
    expect(headingFont().value).toBe("Lora");
  });

  it("Publish asks, then sends the theme with only its own keys, which makes it live", async () => {
    const service = fakeService();
    const { confirm } = await openPage(service);
    await preview(service, "minimal@2");
    await screen.findByLabelText("Tagline");
    fireEvent.change(screen.getByLabelText("Tagline"), { target: { value: "Autumn" } });
    confirm.mockReturnValueOnce(false);
    fireEvent.click(button("Publish"));
    expect(service.publish).not.toHaveBeenCalled();
    service.publish.mockImplementationOnce(async ({ settings }) =>
      minimalState({
        live: true,
        revision: 8,
        draft: null,
        published: { ...minimalState().published, version: 5, settings },
      }),
    );
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(status()).toBe("Published version 5"));
    const sent = service.publish.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      baseRevision: 7,
      theme: MINIMAL_2,
      settings: { tagline: "Autumn" },
    });
    expect(sent?.settings).not.toHaveProperty("hero_heading");
    expect(sent?.settings).not.toHaveProperty("home_sections");
    expect(screen.queryByRole("note")).toBeNull();
    expect(frameSrc()).toMatch(/\/\?customizing$/);
    expect(service.themes).toHaveBeenCalledTimes(2);
  });

  it("asks before switching away from unsaved changes, and starts the undo history over", async () => {
    const service = fakeService();
    const { confirm } = await openPage(service);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    confirm.mockReturnValueOnce(false);
    await preview(service, "minimal@2");
    expect(confirm).toHaveBeenLastCalledWith("Switch theme? Your unsaved changes will be lost.");
    expect(service.load).toHaveBeenCalledTimes(1);
    expect(headingFont().value).toBe("Work Sans");

    fireEvent.click(within(picker()).getByRole("button", { name: "Preview" }));
    await screen.findByLabelText("Tagline");
    expect(button("Undo").disabled).toBe(true);
  });
});

describe("undo, redo and the preview width", () => {
  it("Undo and Redo buttons step through the changes", async () => {
    await openPage();
    expect(button("Undo").disabled).toBe(true);
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    fireEvent.click(button("Undo"));
    expect(headingFont().value).toBe("Lora");
    fireEvent.click(button("Redo"));
    expect(headingFont().value).toBe("Work Sans");
  });

  it("a slider dragged is one step to undo", async () => {
    await openPage();
    const width = screen.getByRole("slider", { name: "Page width" }) as HTMLInputElement;
    const before = width.value;
    for (const value of ["1300", "1400", "1500"]) fireEvent.change(width, { target: { value } });
    fireEvent.click(button("Undo"));
    expect(width.value).toBe(before);
    expect(button("Undo").disabled).toBe(true);
  });

  it("Ctrl+Z undoes and Shift+Ctrl+Z (or Cmd) redoes, except inside a text field", async () => {
    await openPage();
    fireEvent.change(headingFont(), { target: { value: "Work Sans" } });
    fireEvent.keyDown(headingFont(), { key: "z", ctrlKey: true });
    expect(headingFont().value).toBe("Lora");
    fireEvent.keyDown(document.body, { key: "Z", metaKey: true, shiftKey: true });
    expect(headingFont().value).toBe("Work Sans");
    const text = document.createElement("input");
    document.body.append(text);
    fireEvent.keyDown(text, { key: "z", ctrlKey: true });
    expect(headingFont().value).toBe("Work Sans");
    text.remove();
  });

  it("a labelled radio group sizes the frame", async () => {
    await openPage();
    const widths = screen.getByRole("group", { name: "Preview width" });
    act(() => {
      fireEvent.click(within(widths).getByRole("radio", { name: /Phone/ }));
    });
    expect((screen.getByTitle("Storefront preview") as HTMLIFrameElement).style.width).toBe(
      "390px",
    );
    fireEvent.click(within(widths).getByRole("radio", { name: /Tablet/ }));
    expect((screen.getByTitle("Storefront preview") as HTMLIFrameElement).style.width).toBe(
      "768px",
    );
  });
});

describe("the home page's sections", () => {
  const sectionIds = (service: ReturnType<typeof fakeService>) =>
    service.saveDraft.mock.lastCall?.[0].settings.home_sections?.map((section) => section.id);

  it("start as the theme's home page, and a reorder is saved with the draft", async () => {
    const { service } = await openPage();
    const region = screen.getByRole("region", { name: "Home page" });
    fireEvent.click(within(region).getByRole("button", { name: "Move Hero down" }));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(button("Save draft"));
    await waitFor(() => expect(service.saveDraft).toHaveBeenCalled());
    expect(sectionIds(service)).toEqual([
      "new-arrivals",
      "hero",
      "featured-collection",
      "instagram",
    ]);
  });

  it("each move is its own step: Undo after two quick moves restores the order before the second", async () => {
    await openPage();
    const names = () =>
      within(screen.getByRole("list", { name: "Sections" }))
        .getAllByRole("button", { expanded: false })
        .map((each) => each.textContent);
    fireEvent.click(button("Move Hero down"));
    fireEvent.click(button("Move Hero down"));
    expect(names()).toEqual(["Product grid", "Featured collection", "Hero", "Social feed"]);
    fireEvent.click(button("Undo"));
    expect(names()).toEqual(["Product grid", "Hero", "Featured collection", "Social feed"]);
    fireEvent.click(button("Undo"));
    expect(names()).toEqual(["Hero", "Product grid", "Featured collection", "Social feed"]);
    expect(button("Undo").disabled).toBe(true);
  });

  it("go back to the theme's home page in one step, the frame told to drop the arrangement", async () => {
    await openPage();
    const frame = screen.getByTitle("Storefront preview") as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow as Window, "postMessage");
    expect(screen.queryByRole("button", { name: "Use the theme's home page" })).toBeNull();
    fireEvent.click(button("Move Hero down"));
    fireEvent.click(button("Use the theme's home page"));
    // The draft has no arrangement of its own: nothing is left to save.
    expect(button("Save draft").disabled).toBe(true);
    const last = post.mock.lastCall?.[0] as { settings: Record<string, unknown> };
    expect(Object.hasOwn(last.settings, "home_sections")).toBe(true);
    expect(last.settings.home_sections).toBeUndefined();
  });

  it("a collection setting offers the collections the service loaded", async () => {
    const { service } = await openPage();
    fireEvent.click(button("Featured collection"));
    expect(await screen.findByRole("option", { name: "Spring" })).toBeTruthy();
    expect(service.collections).toHaveBeenCalledTimes(1);
  });

  it("are not offered for a theme with a fixed home page", async () => {
    await openPage(fakeService(shopState({ sections: { types: [], home: [] } })));
    expect(screen.queryByRole("region", { name: "Home page" })).toBeNull();
  });
});
