import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { type Plugin, defineConfig } from "vite";

/**
 * The parts of each language's catalogue (app/messages/en.ts, hi.ts) that the browser's build leaves out, with the
 * module that adds each where it is needed:
 * - the staff console's (a third of the catalogue; no public page shows one): the console's layout,
 *   app/messages/console-messages.ts;
 * - those only pages without React draw (the information pages and their content shapes, the search results, the
 *   home page's sections rendered as HTML): the modules that draw them, app/messages/static-page-messages.ts;
 * - the admission form's and the alumni form's: their pages, in the page's language only
 *   (app/messages/load-language.ts);
 * - the lightbox's: the lightbox, loaded with the first picture opened, app/messages/lightbox-messages.ts;
 * - the status look-up's: its route, app/messages/application-status-messages.ts;
 * - the data-rights page's: its route, app/messages/data-rights-messages.ts;
 * - what only the server sends (the API's errors, the limits' answers, the admission drafts' answers and mail):
 *   nothing adds it in the browser.
 */
const PARTS_LEFT_OUT: { file: string; exports: string }[] = [
  { file: "console.ts", exports: "consoleMessages" },
  { file: "content.ts", exports: "contentMessages" },
  { file: "static-pages.ts", exports: "staticPagesMessages" },
  { file: "search.ts", exports: "searchMessages" },
  { file: "lightbox.ts", exports: "lightboxMessages" },
  { file: "server-replies.ts", exports: "serverRepliesMessages" },
  { file: "admission-form.ts", exports: "admissionFormMessages" },
  { file: "alumni-form.ts", exports: "alumniFormMessages" },
  { file: "application-status-page.ts", exports: "applicationStatusPageMessages" },
  { file: "data-rights.ts", exports: "dataRightsMessages" },
  { file: "application-drafts.ts", exports: "applicationDraftsMessages" },
  { file: "grievance.ts", exports: "grievanceMessages" },
  { file: "guardian-consent.ts", exports: "guardianConsentMessages" },
];
/**
 * What the browser's build stubs: those parts, and the catalogues themselves in the catalogue's module. A page
 * fetches its own language's catalogue before it hydrates (app/messages/load-language.ts), so an English page never
 * downloads Hindi and a Hindi page never English. The server's build and the server's own code keep it all.
 */
const BROWSER_STUBS: { source: string; importer: string; code: string }[] = [
  ...["en", "hi"].flatMap((language) => [
    { source: `./${language}.ts`, importer: "/app/messages/catalogue.ts", code: `export const ${language} = {};` },
    ...PARTS_LEFT_OUT.map(({ file, exports }) => ({
      source: `./${language}/${file}`,
      importer: `/app/messages/${language}.ts`,
      code: `export const ${exports} = {};`,
    })),
  ]),
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
 * The browser chunks of each language's catalogue and of its parts that pages load before hydrating
 * (app/messages/load-language.ts), by their module ("en", "hi/admission-form"), for the server's build as the module
 * `virtual:catalogue-chunks`: the server names them in the page's head (`<link rel="modulepreload">`, decision
 * 060), so the browser fetches them beside the entry rather than after it. Empty under the dev server.
 */
const CATALOGUE_CHUNKS = "virtual:catalogue-chunks";
function catalogueChunks(): Plugin {
  let chunks: Record<string, string> = {};
  return {
    name: "catalogue-chunks",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      chunks = {};
      for (const output of Object.values(bundle)) {
        const id = output.type === "chunk" ? output.facadeModuleId?.replaceAll("\\", "/") : undefined;
        const module = id?.match(/\/app\/messages\/((?:en|hi)(?:\/[\w-]+)?)\.ts$/)?.[1];
        if (module) chunks[module] = `/${output.fileName}`;
      }
    },
    resolveId(source) {
      if (source === CATALOGUE_CHUNKS) return `\0${CATALOGUE_CHUNKS}`;
    },
    load(id) {
      if (id === `\0${CATALOGUE_CHUNKS}`) return `export default ${JSON.stringify(chunks)};`;
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
 * its form parts, the toasts' queue, the catalogue's code (its texts are chunks of their own, decision 060). In one
 * chunk rather than twenty small ones: such a page downloads all of it anyway, and one gzip stream of it is about a
 * quarter smaller than the same code in small files. What loads on demand (the lightbox's viewer, the quick enquiry,
 * the captcha, schemas, sonner) stays out, and so does code only some pages use.
 */
const SHELL_PATHS = [
  "app/messages/(catalogue|message-ref|load-language)\\.ts",
  "app/lib/(language\\.tsx|meta\\.ts|route-handle\\.ts|nonce\\.tsx)",
  "app/settings/institution\\.ts",
  "app/core/menu\\.ts",
  "app/components/(route-error|frame|page-banner|smart-link)\\.tsx",
  "app/components/content/info-page\\.tsx",
  "app/components/shell/[^/]+\\.tsx?",
  "app/components/forms/(use-visitor-form|browser-checks|options|toasts|form-reply|use-return-path)\\.ts",
  "app/components/forms/(fields|form-parts|honeypot|form-status|footer-enquiry-form|toaster|enquiry-buttons)\\.tsx",
  "app/schemas/forms/(form-facts|envelope)\\.ts",
];
const SHELL_CODE = new RegExp(`/(${SHELL_PATHS.join("|")})$|/node_modules/(react|react-dom|scheduler)/`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), partsOnlyWhereNeeded(), routerProductionBuild(), catalogueChunks()],
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
