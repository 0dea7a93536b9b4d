import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEFAULT_THEME_SECTIONS, type ThemeSettings } from "@vitrine/contract";
import { shopFixture } from "@vitrine/contract/testing";
import type { i18n } from "i18next";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { expect, userEvent } from "storybook/test";
import { customizerTranslations } from "../../i18n/customizer-translations";
import { createHostI18n } from "../../i18n/host-i18n";
import { ColorSchemesPanel } from "./color-schemes-panel";
import "./customize.css";

/** The demo fixture's settings, with a third scheme whose white text on coral reads poorly. */
const SETTINGS: ThemeSettings = {
  ...shopFixture().theme.settings,
  color_schemes: [
    ...shopFixture().theme.settings.color_schemes,
    { id: "scheme-3", name: "Coral", text_color: "#ffffff", background_color: "#ff6b4a" },
  ],
};

/** The panel as the customizer holds it: its settings in state, every change kept. */
function Panel({ initial }: { initial: ThemeSettings }) {
  const [settings, setSettings] = useState(initial);
  return (
    <form className="vc-panel" style={{ maxWidth: "24rem" }}>
      <ColorSchemesPanel
        settings={settings}
        sections={DEFAULT_THEME_SECTIONS}
        onChange={setSettings}
        confirm={() => true}
      />
    </form>
  );
}

const meta = {
  title: "Customizer/Colour schemes panel",
  component: Panel,
  args: { initial: SETTINGS },
  // The customizer's strings, loaded as its page loads them for an English shop.
  loaders: [async () => ({ i18n: await createHostI18n("en", [customizerTranslations]) })],
  decorators: [
    (Story, { loaded }) => (
      <I18nextProvider i18n={loaded.i18n as i18n}>
        <div className="vc-page">{Story()}</div>
      </I18nextProvider>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Schemes: Story = {
  play: async ({ canvas }) => {
    // The coral scheme is flagged; the fixture's two are not.
    await expect(canvas.getAllByText(/below the 4.5:1/)).toHaveLength(2);
    const coral = canvas.getByRole("img", { name: "Preview of Coral" });
    await expect(coral).toHaveStyle({ backgroundColor: "rgb(255, 107, 74)" });
    // Its sample words are drawn, in its own colours.
    const heading = coral.querySelector("[data-sample]") as Element;
    await expect(getComputedStyle(heading, "::before").content).toBe('"Coral"');
    await expect(getComputedStyle(heading).color).toBe("rgb(255, 255, 255)");
  },
};

export const AddNameAndColour: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add a colour scheme" }));
    const name = canvas.getByRole("textbox", { name: "Scheme 4 name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Sale");
    const swatch = canvas.getByRole("img", { name: "Preview of Sale" });
    await expect(swatch).toHaveStyle({ backgroundColor: "rgb(255, 255, 255)" });
    await userEvent.click(canvas.getByRole("button", { name: "Duplicate Sale" }));
    await expect(canvas.getByRole("img", { name: "Preview of Sale copy" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Sale copy" }));
    await expect(canvas.queryByRole("img", { name: "Preview of Sale copy" })).toBeNull();
  },
};
