import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { type Plugin, defineConfig } from "vite";

/**
 * What the browser's build leaves out of the catalogue: the staff console's messages are a third of it and no public
 * page shows one (nor does one but the status look-up show its own texts: app/messages/application-status-messages.ts), so each language's catalogue (app/messages/en.ts, hi.ts) starts without them there, and the
 * console's layout adds them before any console page draws (app/messages/console-messages.ts). The Hindi catalogue is
 * not part of the catalogue's module there either: a Hindi page fetches it before it hydrates
 * (app/messages/load-language.ts), an English page never. The server's build and the server's own code keep it all.
 */
const BROWSER_STUBS: { source: string; importer: string; code: string }[] = [
  { source: "./en/console.ts", importer: "/app/messages/en.ts", code: "export const consoleMessages = {};" },
  { source: "./hi/console.ts", importer: "/app/messages/hi.ts", code: "export const consoleMessages = {};" },
  { source: "./hi.ts", importer: "/app/messages/catalogue.ts", code: "export const hi = {};" },
  {
    source: "./en/application-status-page.ts",
    importer: "/app/messages/en.ts",
    code: "export const applicationStatusPageMessages = {};",
  },
  {
    source: "./hi/application-status-page.ts",
    importer: "/app/messages/hi.ts",
    code: "export const applicationStatusPageMessages = {};",
  },
];
const STUB_PREFIX = "\0left-out-of-the-browser:";

function partsOnlyWhereNeeded(): Plugin {
  return {
    name: "catalogue-parts-only-where-needed",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      const from = importer?.replaceAll("\\", "/");
      const stub = BROWSER_STUBS.findIndex((entry) => entry.source === source && from?.endsWith(entry.importer));
      if (stub >= 0) return `${STUB_PREFIX}${stub}`;
    },
    load(id) {
      if (id.startsWith(STUB_PREFIX)) return BROWSER_STUBS[Number(id.slice(STUB_PREFIX.length))]!.code;
    },
  };
}

/**
 * React Router's production build in the browser's bundle. Its package sends every import to `dist/development`
 * (remix-run/react-router#12532, #14102), which keeps its development warnings switched on; `dist/production` is
 * the same code with them off, so they and their strings drop out of the bundle (0.6 KB gzipped on every page that
 * hydrates). Only the browser's build: there the router is bundled whole, so no module can reach the other copy.
 */
const ROUTER_PACKAGE = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const ROUTER_PRODUCTION_FILES: Record<string, string> = {
  "react-router": "index.mjs",
  "react-router/dom": "dom-export.mjs",
};
function routerProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = ROUTER_PRODUCTION_FILES[source];
      if (file) return path.join(ROUTER_PACKAGE, "dist", "production", file);
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
  "app/messages/(catalogue|en|message-ref|en/(forms|pages|content))\\.ts",
  "app/lib/(language\\.tsx|meta\\.ts|route-handle\\.ts|nonce\\.tsx)",
  "app/settings/institution\\.ts",
  "app/core/menu\\.ts",
  "app/components/(route-error|not-found|frame|page-banner|smart-link)\\.tsx",
  "app/components/content/info-page\\.tsx",
  "app/components/shell/[^/]+\\.tsx?",
  "app/components/forms/(use-visitor-form|options|toasts|form-reply|use-return-path)\\.ts",
  "app/components/forms/(fields|form-parts|honeypot|form-status|footer-enquiry-form|toaster|enquiry-buttons)\\.tsx",
  "app/schemas/forms/(form-facts|envelope)\\.ts",
];
const SHELL_CODE = new RegExp(`/(${SHELL_PATHS.join("|")})$|/node_modules/(react|react-dom|scheduler)/`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), partsOnlyWhereNeeded(), routerProductionBuild()],
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
