import { defaultTheme } from "@vitrine/theme-default";
import { appContainer } from "./boot/app-container";
import { boot } from "./boot/boot";
import { handlePreloadErrors } from "./ui/preload-error";

handlePreloadErrors({ win: window });

const container = document.getElementById("app");
if (container === null) throw new Error("index.html has no #app element");

void boot({
  doc: document,
  win: window,
  root: appContainer(container),
  defaultTheme,
  onError: (error) => console.error(error),
});
