import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server bundle is built from server/app.ts (Hono + the React Router handler), so the
// production launcher (server/index.ts) only has to import build/server/index.js.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node22" } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "better-auth"] },
  plugins: [tailwindcss(), reactRouter()],
});
