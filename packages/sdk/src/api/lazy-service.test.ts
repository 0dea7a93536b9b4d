import { describe, expect, it, vi } from "vitest";
import { lazyService } from "./lazy-service";

interface GreetingApi {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

function greetingService(): { load: () => Promise<GreetingApi>; service: GreetingApi } {
  const load = vi.fn(async () => ({
    greet: async (name: string) => `Hello, ${name}`,
    count: async () => 2,
  }));
  return { load, service: lazyService<GreetingApi>(load) };
}

describe("lazyService", () => {
  it("loads the service's code on its first call, not before", async () => {
    const { load, service } = greetingService();
    expect(load).not.toHaveBeenCalled();
    await expect(service.greet("Ada")).resolves.toBe("Hello, Ada");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the code once for every call, even calls made before it is in", async () => {
    const { load, service } = greetingService();
    await expect(Promise.all([service.greet("Ada"), service.count()])).resolves.toEqual([
      "Hello, Ada",
      2,
    ]);
    await service.count();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the code again on the next call after it failed to load", async () => {
    const load = vi
      .fn<() => Promise<GreetingApi>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ greet: async (name) => `Hi, ${name}`, count: async () => 0 });
    const service = lazyService(load);
    await expect(service.greet("Ada")).rejects.toThrow("Failed to fetch");
    await expect(service.greet("Ada")).resolves.toBe("Hi, Ada");
  });

  it("gives the same function for a call each time, so a test can replace it", async () => {
    const { service } = greetingService();
    expect(service.greet).toBe(service.greet);
    vi.spyOn(service, "count").mockResolvedValue(7);
    await expect(service.count()).resolves.toBe(7);
  });

  it("is no promise: awaiting the service answers the service, and loads nothing", async () => {
    const { load, service } = greetingService();
    await expect(Promise.resolve(service)).resolves.toBe(service);
    expect(load).not.toHaveBeenCalled();
  });

  it("rejects a call the loaded service does not have", async () => {
    const { service } = greetingService();
    const missing = (service as unknown as Record<string, () => Promise<unknown>>).farewell;
    await expect(missing?.()).rejects.toThrow("The API has no call farewell");
  });

  it("is extended, not copied, to replace one call and keep the others", async () => {
    const { service } = greetingService();
    const extended: GreetingApi = Object.assign(Object.create(service) as GreetingApi, {
      count: async () => 5,
    });
    await expect(extended.count()).resolves.toBe(5);
    await expect(extended.greet("Ada")).resolves.toBe("Hello, Ada");
  });
});
