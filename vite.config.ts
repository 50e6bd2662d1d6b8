import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

const CONSOLE_STUB = "\0console-messages-outside-the-console";

/**
 * The staff console's messages are a third of the catalogue and no public page shows one: in the browser's build
 * the catalogue (app/messages/en.ts) starts without them, and the console's layout adds them before any console page
 * draws (app/messages/console-messages.ts). The server's build and the server's own code keep the whole catalogue.
 */
function consoleMessagesOnlyInConsole(): Plugin {
  return {
    name: "console-messages-only-in-console",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source === "./en/console.ts" && importer?.replaceAll("\\", "/").endsWith("/app/messages/en.ts"))
        return CONSOLE_STUB;
    },
    load(id) {
      if (id === CONSOLE_STUB) return "export const consoleMessages = {};";
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), consoleMessagesOnlyInConsole()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
