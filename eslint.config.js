import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
