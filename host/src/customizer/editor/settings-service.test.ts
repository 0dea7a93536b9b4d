import type { Storefront } from "@vitrine/sdk";
import { describe, expect, it, vi } from "vitest";
import { storefrontSettingsService } from "./settings-service";

describe("the settings service over the SDK", () => {
  it("offers the shop's collections by id, named by their titles, the largest page of them", async () => {
    const listCollections = vi.fn(async () => ({
      data: [{ id: "c1", slug: "spring", title: "Spring" }],
      page: { page: 1, pageSize: 100, total: 1 },
    }));
    const api = { themeSettings: {}, storefront: { listCollections } };
    const service = storefrontSettingsService({ api } as unknown as Pick<Storefront, "api">);
    expect(await service.collections()).toEqual([{ value: "c1", label: "Spring" }]);
    expect(listCollections).toHaveBeenCalledWith({ pageSize: 100 });
  });
});
