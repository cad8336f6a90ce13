import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** What every page runs: React, React Router and i18next, with their own dependencies. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|set-cookie-parser|cookie|@radix-ui[\\/]react-direction)[\\/]/;

// The server bundle is built from server/app.ts (Hono + the React Router handler), so the
// production launcher (server/index.ts) only has to import build/server/index.js.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    // A page's JavaScript in a few chunks rather than dozens: on HTTP/1.1 each file costs a round
    // trip and ~0.6 KB of headers, and tiny shared modules (an icon, a formatter) were files of
    // their own. Lazily loaded code (charts, forms, the assistant) keeps its own chunks.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES, priority: 3 },
                { name: "icons", test: /node_modules[\\/]lucide[\\/]/, priority: 2 },
                // Forms (zod and Conform): only the pages with a form load them.
                {
                  name: "forms",
                  test: /node_modules[\\/](zod|@conform-to)[\\/]/,
                  priority: 2,
                },
                {
                  name: "shared",
                  test: /[\\/]app[\\/](components(?![\\/]form[\\/])|utils)[\\/]/,
                  priority: 1,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node22" } },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "better-auth"],
    // Bundled, so the server loads the few icons it renders rather than all of lucide (~7 MB of heap).
    noExternal: ["lucide"],
  },
  plugins: [tailwindcss(), reactRouter()],
});
