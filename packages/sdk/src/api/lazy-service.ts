/** A service of the API: every member is a call that answers a promise. */
export type AsyncService<Service> = {
  // biome-ignore lint/suspicious/noExplicitAny: any call's arguments; the service's type keeps them.
  [Call in keyof Service]: (...args: any[]) => Promise<unknown>;
};

/**
 * A service whose code (its calls and their endpoints' routes) loads on its first call, so a page
 * downloads only the services it calls: a shopper's product page calls no membership, checkout or
 * customizer service. Every member of a service answers a promise, so a call made before the code
 * is in waits for it and is otherwise the same call; the module loads once.
 *
 * A call's function is made on first read and kept, so reading it twice gives the same function
 * and a test can replace it (`vi.spyOn(api.order, "getCheckout")`). The calls cannot be listed
 * before the code is in: spreading a lazy service copies nothing, so `Object.create(service)`
 * extends one. A name the service does not have fails when called, as the call of a missing
 * function would.
 *
 * @example
 * const order = lazyService(async () => (await import("./order")).createOrderApi(orderClient));
 * await order.getCheckout("chk-1") // loads ./order, then calls its `getCheckout`
 */
export function lazyService<Service extends AsyncService<Service>>(
  load: () => Promise<Service>,
): Service {
  let loading: Promise<Service> | undefined;
  const callOf =
    (name: string) =>
    async (...args: unknown[]) => {
      loading ??= load().catch((error: unknown) => {
        // A chunk that failed to load (offline, a deploy) is tried again on the next call.
        loading = undefined;
        throw error;
      });
      const call: unknown = Reflect.get(await loading, name);
      if (typeof call !== "function") throw new TypeError(`The API has no call ${name}`);
      return call(...args);
    };
  // `then` would make the service look like a promise to `await` and `Promise.resolve`.
  const isCall = (target: Service, name: string | symbol): name is string =>
    typeof name === "string" && name !== "then" && !(name in target);
  return new Proxy({} as Service, {
    get(target, name, receiver) {
      if (isCall(target, name)) Reflect.set(target, name, callOf(name));
      return Reflect.get(target, name, receiver);
    },
    getOwnPropertyDescriptor(target, name) {
      if (isCall(target, name)) Reflect.set(target, name, callOf(name));
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}
