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

/**
 * What every page that hydrates React runs besides its own route: the document, the shell, the footer enquiry and
 * its form parts, the toasts' queue, the catalogue. In one chunk rather than twenty small ones: such a page downloads
 * all of it anyway, and one gzip stream of it is about a quarter smaller than the same code in small files. What
 * loads on demand (the lightbox's viewer, the quick enquiry, the captcha, schemas, sonner) stays out, and so does
 * code only some pages use.
 */
const SHELL_PATHS = [
  "app/messages/(catalogue|en|message-ref|en/(forms|pages|content|menu))\\.ts",
  "app/lib/(language\\.tsx|meta\\.ts|route-handle\\.ts|nonce\\.tsx)",
  "app/settings/institution\\.ts",
  "app/menu\\.ts",
  "app/components/(route-error|not-found|frame|page-banner|smart-link)\\.tsx",
  "app/components/content/info-page\\.tsx",
  "app/components/shell/[^/]+\\.tsx?",
  "app/components/forms/(use-visitor-form|options|toasts|form-reply|use-return-path)\\.ts",
  "app/components/forms/(fields|form-parts|honeypot|form-status|footer-enquiry-form|toaster|enquiry-buttons)\\.tsx",
  "app/schemas/forms/(form-facts|envelope)\\.ts",
];
const SHELL_CODE = new RegExp(`/(${SHELL_PATHS.join("|")})$|/node_modules/(react|react-dom|scheduler)/`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), consoleMessagesOnlyInConsole()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "site",
                  test: (id: string) => SHELL_CODE.test(id.replaceAll("\\", "/")),
                },
              ],
            },
          },
        },
      },
    },
  },
});
