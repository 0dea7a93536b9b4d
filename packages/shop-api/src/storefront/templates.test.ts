import {
  type ApiErrorBody,
  type Collection,
  CREATOR_CATALOG_API_PATH,
  type Product,
  THEME_SETTINGS_API_PATH,
  type ThemeSettings,
  type ThemeSettingsState,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const main = (type: string) => ({ id: "main", type, settings: {} });
const note = { id: "note", type: "rich-text", settings: {} };

describe.each(testBackends())("templates of a shop's pages on $name", (backend) => {
  let shop: TestShop;
  let creator: string;
  let member: string;
  let minimalCreator: string;
  let product: Product;
  let other: Product;
  let collection: Collection;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    ({ creator, member, minimalCreator } = await demoCallerTokens(shop.api.sessions));
    const products = await shop.json<{ data: Product[] }>("/pod/products");
    [product, other] = (await Promise.all(
      products.data
        .slice(0, 2)
        .map(async (item) => (await shop.json<{ data: Product }>(`/pod/products/${item.id}`)).data),
    )) as [Product, Product];
    [collection] = (await shop.json<{ data: Collection[] }>("/pod/collections")).data as [
      Collection,
    ];
  });
  afterAll(() => shop.close());

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token: string | null = creator,
  ) => {
    const response = await shop.request(path, {
      method,
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      body: (await response.json()) as ApiErrorBody & { data: unknown },
    };
  };
  const assign = (
    kind: "products" | "collections",
    id: string,
    template: unknown,
    token?: string | null,
  ) => call("PUT", `${CREATOR_CATALOG_API_PATH}/${kind}/${id}/template`, { template }, token);

  describe("assigned to a product or collection", () => {
    it("is the page type's own until its creator assigns one", () => {
      expect(product.template).toBeNull();
      expect(collection.template).toBeNull();
    });

    it("is assigned by the shop's creator only: 401 without a session, 403 for a member or another shop's creator", async () => {
      expect((await assign("products", product.id, "product.preorder", null)).status).toBe(401);
      expect((await assign("products", product.id, "product.preorder", member)).status).toBe(403);
      expect(
        (await assign("products", product.id, "product.preorder", minimalCreator)).status,
      ).toBe(403);
      const unchanged = await shop.json<{ data: Product }>(`/pod/products/${product.id}`);
      expect(unchanged.data.template).toBeNull();
    });

    it("shows in the product's answer once assigned, and goes back to the page type's with null", async () => {
      const assigned = await assign("products", product.id, "product.preorder");
      expect(assigned).toEqual({
        status: 200,
        body: { data: { id: product.id, template: "product.preorder" } },
      });
      const read = await shop.json<{ data: Product }>(`/pod/products/${product.slug}`);
      expect(read.data.template).toBe("product.preorder");
      const another = await shop.json<{ data: Product }>(`/pod/products/${other.slug}`);
      expect(another.data.template).toBeNull();
      expect((await assign("products", product.id, null)).status).toBe(200);
      expect(
        (await shop.json<{ data: Product }>(`/pod/products/${product.id}`)).data.template,
      ).toBeNull();
    });

    it("is refused with 400 when the name is of another page type or no template's", async () => {
      for (const name of ["collection.sale", "cart", "product.Pre order", "product.", 42]) {
        const refused = await assign("products", product.id, name);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe("VALIDATION_ERROR");
        expect(refused.body.issues?.[0]?.path).toBe("template");
      }
      expect((await assign("collections", collection.id, "product.preorder")).status).toBe(400);
    });

    it("answers 404 for a product or collection the shop does not have", async () => {
      expect((await assign("products", "prod_nope", "product.preorder")).status).toBe(404);
      expect((await assign("collections", "col_nope", "collection.sale")).status).toBe(404);
    });

    it("is a collection's too", async () => {
      expect((await assign("collections", collection.id, "collection.sale")).status).toBe(200);
      const read = await shop.json<{ data: Collection }>(`/pod/collections/${collection.slug}`);
      expect(read.data.template).toBe("collection.sale");
    });
  });

  describe("arranged in the shop's settings", () => {
    const state = async () =>
      ((await call("GET", THEME_SETTINGS_API_PATH)).body as { data: ThemeSettingsState }).data;
    const write = async (path: string, body: unknown) =>
      call(path === "/draft" ? "PUT" : "POST", `${THEME_SETTINGS_API_PATH}${path}`, body);
    const visitorTemplates = async () =>
      (await shop.api.getInitialState("demo.localhost")).shop?.theme?.settings.templates;

    it("are refused on save with the field of the section at fault", async () => {
      const { published, revision } = await state();
      const settings = {
        ...published.settings,
        templates: {
          product: [note, main("main-product"), { id: "x", type: "main-cart", settings: {} }],
        },
      };
      const refused = await write("/publish", { settings, baseRevision: revision });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        "settings.templates.product[2].type: is not a section type of this theme",
      );
    });

    it("are drafted, published, listed in history and restored all at once", async () => {
      const opened = await state();
      const first: ThemeSettings = {
        ...opened.published.settings,
        templates: {
          product: [note, main("main-product")],
          "product.preorder": [main("main-product"), note],
          cart: [main("main-cart"), note],
        },
      };
      const drafted = await write("/draft", { settings: first, baseRevision: opened.revision });
      expect((drafted.body.data as ThemeSettingsState).draft?.settings.templates).toEqual(
        first.templates,
      );
      expect(await visitorTemplates()).toBeUndefined();

      const published = await write("/publish", {
        settings: first,
        baseRevision: opened.revision + 1,
      });
      expect(published.status).toBe(200);
      expect(await visitorTemplates()).toEqual(first.templates);
      const firstVersion = (published.body.data as ThemeSettingsState).published.version;

      const second = { ...first, templates: { post: [note, main("main-post")] } };
      const next = await write("/publish", { settings: second, baseRevision: opened.revision + 2 });
      expect(await visitorTemplates()).toEqual(second.templates);

      const restored = await write("/restore", {
        version: firstVersion,
        baseRevision: (next.body.data as ThemeSettingsState).revision,
      });
      expect(restored.status).toBe(200);
      expect(await visitorTemplates()).toEqual(first.templates);
    });
  });
});
