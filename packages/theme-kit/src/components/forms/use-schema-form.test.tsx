// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { rules } from "@vitrine/contract";
import { ApiError } from "@vitrine/sdk";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { kitEn } from "../../i18n/en";
import { FormMessage } from "./form-action";
import { FormField } from "./form-field";
import { useSchemaForm } from "./use-schema-form";

afterEach(cleanup);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: kitEn } },
  interpolation: { escapeValue: false },
});

const profile = z.object({ displayName: rules.displayName });

function ProfileName({ send }: { send: (values: { displayName: string }) => Promise<unknown> }) {
  const form = useSchemaForm(profile, { defaultValues: { displayName: "" } });
  return (
    <form noValidate onSubmit={form.onSubmit(send, "This could not be saved.")}>
      <FormField {...form.field("displayName", "Display name")} />
      <FormMessage action={form.action} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(send: (values: { displayName: string }) => Promise<unknown>) {
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileName send={send} />
    </I18nextProvider>,
  );
  return screen.getByLabelText("Display name");
}

describe("useSchemaForm", () => {
  it("says what the contract's rule refused under the field, focuses it, and sends nothing", async () => {
    const send = vi.fn(async () => {});
    const name = renderForm(send);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter your display name.")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the rule's output: the name trimmed", async () => {
    const send = vi.fn(async () => {});
    const name = renderForm(send);
    fireEvent.change(name, { target: { value: "  Ada  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ displayName: "Ada" }));
  });

  it("shows a refusal's VALIDATION_ERROR issue on the field it names", async () => {
    const refused = new ApiError("The request is not valid.", {
      statusCode: 400,
      statusMessage: "Bad Request",
      data: {
        code: "VALIDATION_ERROR",
        issues: [{ path: "displayName", message: "This name is taken." }],
      },
    });
    const name = renderForm(async () => Promise.reject(refused));
    fireEvent.change(name, { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("This name is taken.")).toBeTruthy());
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("The request is not valid.");
  });
});
