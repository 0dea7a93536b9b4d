// @vitest-environment jsdom
import { act, type ReactNode, Suspense, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { proxy } from "valtio/vanilla";
import { afterEach, describe, expect, it } from "vitest";
import { pinStoresForHydration, useStoreState } from "./store-state";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

interface AuthState {
  user: string | null;
}

function AccountLink({ state }: { state: AuthState }) {
  const { user } = useStoreState(state);
  return <a href="/account">{user === null ? "Log in" : "Account"}</a>;
}

/** What boot does on a shared page: the visitor's profile arrives once the root has committed. */
function AfterRootCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, []);
  return null;
}

/**
 * A page as React hydrates it: the root first, then the Suspense boundary in a later pass. The
 * profile lands between the two. Returns what React reported and the container.
 */
async function hydrateWithProfileBetweenPasses(pin: boolean) {
  const auth = { state: proxy<AuthState>({ user: null }) };
  const page = (): ReactNode => (
    <>
      <Suspense fallback={null}>
        <AccountLink state={auth.state} />
      </Suspense>
      <AfterRootCommit
        run={() => {
          auth.state.user = "Sam";
        }}
      />
    </>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  if (pin) pinStoresForHydration({ stores: { auth } });
  const problems: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => problems.push(error) });
  });
  return { problems, container };
}

describe("useStoreState while React hydrates", () => {
  it("a boundary hydrated after the store changed reads the pinned state, then the live one", async () => {
    const { problems, container } = await hydrateWithProfileBetweenPasses(true);
    expect(problems).toEqual([]);
    expect(container.textContent).toBe("Account");
  });

  it("without the pin, the same boundary no longer matches the server's markup", async () => {
    const { problems, container } = await hydrateWithProfileBetweenPasses(false);
    // React throws the server's markup away and renders the boundary again: the failure the pin
    // prevents, seen so this test would notice a React that hydrated otherwise.
    expect(problems).not.toEqual([]);
    expect(container.textContent).toBe("Account");
  });

  it("outside hydration it is the live state", async () => {
    const auth = { state: proxy<AuthState>({ user: null }) };
    pinStoresForHydration({ stores: { auth } });
    auth.state.user = "Sam";
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<AccountLink state={auth.state} />);
    });
    expect(container.textContent).toBe("Account");
  });
});
