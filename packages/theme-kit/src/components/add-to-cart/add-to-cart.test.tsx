// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { cartItem, cartWith, createTeeProduct } from "@vitrine/contract/testing";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { testStorefront } from "@vitrine/sdk/testing";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { kitEn } from "../../i18n/en";
import { AddToCart } from "./add-to-cart";

afterEach(cleanup);

const tee = createTeeProduct();
const available = tee.variants.find((variant) => variant.available && (variant.stock ?? 0) > 2);

/** Renders the button on a storefront whose API answers with `answer` and records each body. */
async function renderAddToCart(answer: () => Response) {
  const bodies: unknown[] = [];
  const storefront = testStorefront(async (_input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body));
    return answer();
  });
  const i18n = createInstance({ lng: "en", resources: { en: { translation: kitEn } } });
  await i18n.use(initReactI18next).init();
  render(
    <I18nextProvider i18n={i18n}>
      <StorefrontProvider storefront={storefront}>
        <AddToCart product={tee} variant={available} />
      </StorefrontProvider>
    </I18nextProvider>,
  );
  return { bodies, storefront };
}

describe("the add-to-cart button", () => {
  it("adds the selected variant in the chosen quantity, and the mini cart opens on it", async () => {
    const added = cartWith([
      cartItem({ productId: tee.id, variantId: available?.id, quantity: 2 }),
    ]);
    const { bodies, storefront } = await renderAddToCart(() => Response.json({ data: added }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storefront.stores.cart.state.miniCart.open).toBe(true));
    expect(bodies).toContainEqual(
      expect.objectContaining({ productId: tee.id, variantId: available?.id, quantity: 2 }),
    );
  });

  it("announces an add that failed, and the button can be used again", async () => {
    await renderAddToCart(() => Response.json({ message: "down" }, { status: 500 }));
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect((await screen.findByRole("alert")).textContent).toBe(kitEn.product.addFailed);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Add to cart" }).disabled).toBe(
      false,
    );
  });
});
