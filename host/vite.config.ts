import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { sharedModulesImportMap } from "./src/build/import-map-plugin";

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// The shop API (packages/shop-api) answers on this origin in dev; the host server serves both later.
const shopApiOrigin = process.env.VITRINE_API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), sharedModulesImportMap()],
  build: {
    // scripts/bundle-size.ts reads the chunk graph from it.
    manifest: true,
    rollupOptions: {
      input: { index: page("./index.html"), customize: page("./customize.html") },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(
      ["/api", "/order", "/pod", "/themes", "/images"].map((prefix) => [
        prefix,
        { target: shopApiOrigin, changeOrigin: false },
      ]),
    ),
  },
});
