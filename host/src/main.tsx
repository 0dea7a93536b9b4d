import { isMissingResource } from "@vitrine/sdk";
import { defaultTheme } from "@vitrine/theme-default";
import { createRoot } from "react-dom/client";
import { boot } from "./boot/boot";
import { handlePreloadErrors } from "./ui/preload-error";

handlePreloadErrors({ win: window });

const container = document.getElementById("app");
if (container === null) throw new Error("index.html has no #app element");

void boot({
  doc: document,
  win: window,
  root: createRoot(container, {
    // A page throws its missing resource to the route's error screen on purpose (throwIfMissing):
    // the not-found page is the answer, not a failure for the console.
    onCaughtError: (error, info) => {
      if (!isMissingResource(error)) console.error(error, info.componentStack);
    },
  }),
  defaultTheme,
  onError: (error) => console.error(error),
});
