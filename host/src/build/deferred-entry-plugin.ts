import type { Plugin } from "vite";
import { SERVER_RENDERED_ATTRIBUTE } from "../ssr/page-markers";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/**
 * How long after the window's load a rendered page that reported no paint waits for one before
 * it loads its script all the same.
 */
const PAINT_GRACE_MS = 3000;

/**
 * The inline script that loads the app's entry (and the modules it preloads) once a
 * server-rendered page has painted what it loaded with, or at once when the page is the
 * browser's to render.
 *
 * A server-rendered page is whole without its script: the script hydrates it, and early events
 * (src/boot/early-events.ts) hold what the visitor does until then. Fetched with the page, the
 * ~150 KB of script would take a phone's bandwidth and main thread from the stylesheet, fonts and
 * pictures its largest paint waits for. So the script waits for the window's load and for the
 * first contentful paint, then for the pictures in view to be decoded and on the screen. A
 * rendered page with nothing contentful in it (a loading state), one the browser is not painting
 * (a background tab), one the browser renders and one the visitor touches or types in load it
 * straight away.
 *
 * @example
 * entryLoader("/assets/index-1.js", ["/assets/react-2.js"])
 * // '(() => { var entry = "/assets/index-1.js", preloads = ["/assets/react-2.js"]; … })();'
 */
export function entryLoader(entry: string, preloads: readonly string[]): string {
  return `(() => {
        var entry = ${JSON.stringify(entry)}, preloads = ${JSON.stringify(preloads)}, loaded = false;
        function add(tag, attributes) {
          var element = document.createElement(tag);
          element.crossOrigin = "";
          Object.assign(element, attributes);
          document.head.append(element);
        }
        function load() {
          if (loaded) return;
          loaded = true;
          preloads.forEach((href) => add("link", { rel: "modulepreload", href: href }));
          add("script", { type: "module", src: entry });
        }
        function afterLargestPaint() {
          var waiting = 2;
          function done() {
            if (--waiting === 0) load();
          }
          window.addEventListener("load", () => {
            done();
            // The first paint can be held back longer than the pictures (fonts in their block
            // period, a busy machine); past this, hydration matters more.
            setTimeout(load, ${PAINT_GRACE_MS});
          });
          // A picture paints once it is decoded, frames after it arrived, and a lazy one in view is
          // only asked for once the page is laid out: at the first paint, wait for those in view.
          function picturesPainted() {
            var inView = Array.prototype.filter.call(document.images, (image) => {
              var box = image.getBoundingClientRect();
              return box.bottom > 0 && box.top < innerHeight && box.width > 0;
            });
            // Two frames: a frame's paint reaches the screen while the next one is being made.
            Promise.all(inView.map((image) => image.decode().catch(() => undefined))).then(() =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
            );
          }
          if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) return picturesPainted();
          var observer = new PerformanceObserver((list) => {
            if (list.getEntriesByName("first-contentful-paint").length === 0) return;
            observer.disconnect();
            picturesPainted();
          });
          observer.observe({ type: "paint", buffered: true });
        }
        document.addEventListener("DOMContentLoaded", () => {
          var rendered = document.querySelector("#app[${SERVER_RENDERED_ATTRIBUTE}]");
          var contentful = rendered && (rendered.textContent.trim() !== "" || rendered.querySelector("img, svg, video, canvas"));
          if (contentful && document.visibilityState === "visible") afterLargestPaint();
          else load();
        });
        document.addEventListener("visibilitychange", load);
        // A visitor who reaches for the page needs it working more than the pictures need the line.
        ["pointerdown", "keydown", "focusin"].forEach((type) => {
          document.addEventListener(type, load, { capture: true, once: true, passive: true });
        });
      })();`;
}

/**
 * The built page with its entry script and module preloads replaced by `entryLoader`.
 *
 * @example
 * deferEntry('<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n</head>')
 * // '<head><script>(() => { var entry = "/assets/index-1.js", preloads = ["/assets/react-2.js"]; … })();</script>\n</head>'
 */
export function deferEntry(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error("The built page has no module entry script");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => `<script>${entryLoader(entry, preloads)}</script>\n    `);
}

/**
 * Loads the shop page's script after the server-rendered page has painted (`entryLoader`), in
 * the build only: the dev server's page is the browser's to render. The customizer's page keeps
 * its script as it is: it renders nothing without it.
 */
export function deferredEntry(page = "index.html"): Plugin {
  return {
    name: "vitrine:deferred-entry",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => (context.path === `/${page}` ? deferEntry(html) : html),
    },
  };
}
