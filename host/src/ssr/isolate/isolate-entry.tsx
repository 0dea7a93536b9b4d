// First, in this order: the modules below read these globals when they load.
import "./bare-globals";
import "./bare-url";
import * as TanStackRouter from "@tanstack/react-router";
import * as Sdk from "@vitrine/sdk";
import type { ThemeDefinition } from "@vitrine/sdk/react";
import * as SdkReact from "@vitrine/sdk/react";
import * as ThemeKit from "@vitrine/theme-kit";
import * as ThemeKitCheckout from "@vitrine/theme-kit/checkout";
import * as ThemeKitForms from "@vitrine/theme-kit/forms";
import * as React from "react";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDom from "react-dom";
import { renderToString } from "react-dom/server";
import * as ReactI18next from "react-i18next";
import type { SharedSpecifier } from "../../build/shared-modules";
import { checkThemeSchema } from "../../theme/check-theme-schema";
import { type PageRequest, preparePage } from "../prepare-page";
import type { IsolateAnswer, IsolateFetch, IsolateRequest } from "./isolate-protocol";

/**
 * The host's copies of the shared modules (`SHARED_MODULES`, every one of them: the type says so)
 * a theme script imports by bare name: the isolate's module resolver hands these out, as the
 * import map does in the browser.
 */
const SHARED: Record<SharedSpecifier, object> = {
  react: React,
  "react/jsx-runtime": ReactJsxRuntime,
  "react-dom": ReactDom,
  "@tanstack/react-router": TanStackRouter,
  "@vitrine/sdk": Sdk,
  "@vitrine/sdk/react": SdkReact,
  "@vitrine/theme-kit": ThemeKit,
  "@vitrine/theme-kit/forms": ThemeKitForms,
  "@vitrine/theme-kit/checkout": ThemeKitCheckout,
  "react-i18next": ReactI18next,
};

/** At most this many renders of a page: each waits for the loads and code the last one started. */
const MAX_PASSES = 5;
/** What `renderToString` writes for a Suspense boundary it could not finish. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * A page of a shop's theme script rendered inside the isolate: the same preparation and tree as
 * in-process, rendered to a string once every load and lazy page has settled (the isolate has no
 * streams). The SDK's calls leave only through `hostFetch`, which the host limits to the shop's
 * own API. A theme whose schema the browser would refuse (`checkThemeSchema`) fails here too.
 */
async function render(
  requestJson: string,
  hostFetch: IsolateFetch,
  theme: ThemeDefinition,
): Promise<string> {
  checkThemeSchema(theme);
  const request = JSON.parse(requestJson) as IsolateRequest;
  const errors: string[] = [];
  const pageRequest: PageRequest = {
    ...request,
    fetch: bridgedFetch(hostFetch),
    onError: (error) => {
      if (errors.length < 5) errors.push(describe(error));
    },
  };
  const page = await preparePage(pageRequest, theme);
  if (page.type === "redirect") return answer({ type: "redirect", location: page.location });
  try {
    let html = "";
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = renderToString(page.tree);
      if (!html.includes(UNFINISHED_BOUNDARY)) break;
      await page.resources.settled();
    }
    if (html.includes(UNFINISHED_BOUNDARY)) throw new Error("The page did not settle");
    return answer({
      type: "page",
      status: page.status,
      html,
      resources: page.resources.snapshot(),
      errors,
    });
  } finally {
    page.done();
  }
}

function answer(value: IsolateAnswer): string {
  return JSON.stringify(value);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** `fetch` for the SDK, over the host's bridge: a request goes out as JSON, an answer comes back. */
function bridgedFetch(hostFetch: IsolateFetch) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : "href" in input ? input.href : input.url;
    const headers = [...new Headers(init?.headers as HeadersInit)] as [string, string][];
    const reply = JSON.parse(
      await hostFetch.apply(undefined, [url, init?.method ?? "GET", JSON.stringify(headers)], {
        result: { promise: true },
      }),
    ) as { status: number; statusText: string; headers: [string, string][]; body: string };
    return new Response(reply.body, {
      status: reply.status,
      statusText: reply.statusText,
      headers: reply.headers,
    });
  };
}

(globalThis as unknown as { __vitrine: unknown }).__vitrine = {
  shared: SHARED,
  exportNames: (specifier: string) => Object.keys(SHARED[specifier as SharedSpecifier] ?? {}),
  render,
};
