import path from "node:path";
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { defineConfig } from "eslint/config";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The layers (docs/ARCHITECTURE.md, decision 017). Every file belongs to one folder element or one root-file
// category; a file in neither is an error (no-unknown-files), so a new folder has to be placed here first.
const layer = (...types) => ({ element: { type: types } });
const rootFiles = (...categories) => ({ file: { categories } });
const typesOnly = { kind: "type" };
/** What the app's layers share: the leaves below models. */
const leaves = ["core", "schemas", "messages", "settings"];

const layers = {
  files: ["**/*.{js,cjs,mjs,ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { [path.join(import.meta.dirname, "scripts/lint-import-resolver.cjs")]: {} },
    "boundaries/root-path": import.meta.dirname,
    "boundaries/elements": [
      { type: "routes", pattern: "app/routes", partialMatch: false },
      { type: "components", pattern: "app/components", partialMatch: false },
      { type: "lib", pattern: "app/lib", partialMatch: false },
      { type: "models", pattern: "app/models", partialMatch: false },
      { type: "core", pattern: "app/core", partialMatch: false },
      { type: "browser", pattern: "app/browser", partialMatch: false },
      { type: "schemas", pattern: "app/schemas", partialMatch: false },
      { type: "messages", pattern: "app/messages", partialMatch: false },
      { type: "settings", pattern: "app/settings", partialMatch: false },
      { type: "migrations", pattern: "db/migrations", partialMatch: false },
      { type: "seed", pattern: "db/seed", partialMatch: false },
      { type: "server", pattern: "server", partialMatch: false },
      { type: "scripts", pattern: "scripts", partialMatch: false },
      { type: "bench", pattern: "bench", partialMatch: false },
      { type: "content", pattern: "content", partialMatch: false },
      { type: "tests", pattern: "tests", partialMatch: false },
    ],
    "boundaries/files": [
      // The app's root files: the document and entry points, the load context's type, the page list.
      { category: "app-shell", pattern: "app/{root.tsx,routes.ts,entry.*.tsx}" },
      { category: "app-context", pattern: "app/context.ts" },
      { category: "page-list", pattern: "app/route-list.ts" },
      // The database: client, migrator, table types.
      { category: "db", pattern: "db/*.ts" },
      // Tool configuration at the top of the tree.
      { category: "config", pattern: "*.{js,cjs,mjs,ts}" },
      // Tests beside the code they test.
      { category: "test", pattern: "{app,db,server,scripts,content,bench}/**/*.test.{ts,tsx}" },
    ],
  },
  rules: {
    "boundaries/no-unknown-files": "error",
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          { from: layer("messages"), allow: { to: layer("settings") } },
          {
            from: layer("core"),
            allow: [{ to: layer("messages", "settings") }, { to: rootFiles("db"), dependency: typesOnly }],
          },
          { from: layer("schemas"), allow: { to: layer("core", "messages", "settings") } },
          // Plain DOM scripts that pages load without React: pure helpers only.
          { from: layer("browser"), allow: { to: layer("core") } },
          { from: layer("models"), allow: [{ to: layer(...leaves) }, { to: rootFiles("db") }] },
          {
            from: layer("lib"),
            allow: [
              { to: layer("models", ...leaves) },
              { to: rootFiles("app-context") },
              { to: rootFiles("db"), dependency: typesOnly },
              { to: rootFiles("db"), dependency: { specifiers: "writeTransaction" } },
            ],
          },
          {
            from: layer("components"),
            allow: [
              { to: layer("lib", ...leaves) },
              { to: rootFiles("page-list") },
              { to: layer("models"), dependency: typesOnly },
            ],
            // Server-only code never reaches a component, and so never the browser.
            disallow: { to: { file: { path: "**/*.server.{ts,tsx}" } }, dependency: { kind: "value" } },
          },
          { from: rootFiles("app-shell"), allow: { to: layer("browser") } },
          {
            from: [layer("routes"), rootFiles("app-shell")],
            allow: [
              { to: layer("routes", "components", "lib", "models", ...leaves) },
              { to: rootFiles("app-context", "page-list") },
              { to: rootFiles("db"), dependency: typesOnly },
              { to: rootFiles("db"), dependency: { specifiers: "writeTransaction" } },
            ],
          },
          {
            from: rootFiles("page-list"),
            allow: { to: [layer("routes", "core", "messages", "settings"), rootFiles("page-list")] },
          },
          // The load context describes the services the server hands the app: their types only.
          {
            from: rootFiles("app-context"),
            allow: [
              { to: rootFiles("db"), dependency: typesOnly },
              { to: layer("lib"), dependency: typesOnly },
            ],
          },
          { from: rootFiles("db"), allow: { to: rootFiles("db") } },
          // Only the migrator runs the migrations; a migration takes nothing from the running app but types.
          { from: { file: { path: "db/migrate.ts" } }, allow: { to: layer("migrations") } },
          { from: layer("migrations"), allow: { to: rootFiles("db"), dependency: typesOnly } },
          { from: layer("seed"), allow: [{ to: layer("lib", "models", ...leaves) }, { to: rootFiles("db") }] },
          {
            from: layer("server"),
            allow: [
              { to: layer("lib", "models", "seed", ...leaves) },
              { to: rootFiles("db", "app-context", "page-list") },
            ],
          },
          {
            from: layer("scripts", "bench"),
            allow: [
              { to: layer("scripts", "server", "lib", "models", "seed", ...leaves) },
              { to: rootFiles("db", "app-context", "page-list") },
            ],
          },
          // Tests, and the tool configuration, may import anything; nothing else imports tests/.
          {
            from: [layer("tests"), rootFiles("test", "config")],
            allow: { to: [{ element: { type: "*" } }, { file: { categories: "*" } }] },
          },
        ],
      },
    ],
  },
};

// Models are the only code that queries the database: elsewhere Kysely and the drivers give types at most.
const queriesOnlyInModels = {
  files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
  ignores: ["app/models/**", "**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      ...["kysely", "better-sqlite3", "pg"].map((name) => ({
        name,
        allowTypeImports: true,
        message: "Queries belong in app/models/*.server.ts (docs/ARCHITECTURE.md, decision 017).",
      })),
    ],
  },
};

/**
 * What may stay literal in JSX (decision 021): attributes and object keys that hold styling, addresses, ids,
 * form values, tokens a browser or a component understands, and code. Everything else that a person reads or
 * hears (text, alt, aria-label, title, placeholder, and text props such as label, heading or caption) comes from
 * the message catalogue.
 */
const notText = [
  // styling
  "className",
  "\\w+Class(Name)?",
  "style",
  "width",
  "height",
  "shape",
  // addresses, ids and names the code refers to
  "href",
  "to",
  "src",
  "srcSet",
  "sizes",
  "action",
  "rel",
  "target",
  "id",
  "\\w+Id",
  "htmlFor",
  "key",
  "ref",
  "name",
  "form",
  "data-[\\w-]+",
  // values read by the browser or sent with a form, not shown
  "type",
  "role",
  "method",
  "encType",
  "value",
  "defaultValue",
  "autoComplete",
  "inputMode",
  "enterKeyHint",
  "accept",
  "pattern",
  "dateTime",
  "lang",
  "loading",
  "decoding",
  "fetchPriority",
  "referrerPolicy",
  "prefetch",
  // ARIA states and references (the text ones, aria-label and aria-roledescription, stay checked)
  "aria-(?!label$|roledescription$|description$|valuetext$|placeholder$)[a-z]+",
  // a choice among a component's fixed options, a field a component reads
  "variant",
  // the element a component draws, and the name of a part the code keeps
  "as",
  "part",
  "tone",
  "side",
  "fit",
  "\\w+Field",
  // code: event handlers and focus
  "on[A-Z]\\w*",
  "autoFocus",
];

export default defineConfig(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn", "info"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "db/seed/**", "server/main.ts"],
    rules: { "no-console": "off" },
  },
  layers,
  queriesOnlyInModels,
  {
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", exports: "writable", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Every UI string comes from the message catalogue: literal text in JSX fails (decision 021).
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          // Text children, {"strings"} and `templates` anywhere in JSX, and every attribute value except notText.
          mode: "jsx-only",
          "should-validate-template": true,
          "jsx-attributes": { exclude: notText },
          "object-properties": { exclude: notText },
          words: {
            exclude: [
              // Digits, punctuation and symbols of any script (·, |, /, ×, –, ▶, ‹) are the same in every language.
              /^[\s\p{N}\p{P}\p{S}]+$/u,
              // Identifiers, not words: kebab-case tokens ("working-professional") and site paths ("/civil").
              /^[a-z0-9]*(?:-[a-z0-9]*)+$/,
              /^\/[\w\-/]*$/,
            ],
          },
        },
      ],
    },
  },
);
