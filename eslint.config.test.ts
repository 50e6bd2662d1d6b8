import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules (eslint.config.js, docs/ARCHITECTURE.md) catch an import that points the wrong way. Each snippet
 * is linted as if it were a file at the given place in the tree; the imported files are real ones.
 */
const root = import.meta.dirname;
const layerRules = ["boundaries/", "@typescript-eslint/no-restricted-imports"];
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first run loads the configuration and its plugins; do it here, under the hook's longer time limit.
  await eslint.lintText("", { filePath: path.join(root, "app/lib/warm-up.ts") });
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [imported];\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => layerRules.some((rule) => message.ruleId?.startsWith(rule)))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("layer rules", () => {
  it.each([
    {
      what: "a component importing the database client",
      file: "app/components/example/widget.tsx",
      code: 'import { openDatabase as imported } from "../../../db/client.ts";',
      error: /components.*db/,
    },
    {
      what: "a component calling a model",
      file: "app/components/example/widget.tsx",
      code: 'import { latestNews as imported } from "~/models/news.server.ts";',
      error: /app\/models\/news\.server\.ts.*components/,
    },
    {
      what: "server code importing the tests folder",
      file: "server/example.ts",
      code: 'import { databaseKinds as imported } from "../tests/support/databases.ts";',
      error: /server.*tests/,
    },
    {
      what: "a script importing the tests folder",
      file: "scripts/example.ts",
      code: 'import { databaseKinds as imported } from "../tests/support/databases.ts";',
      error: /scripts.*tests/,
    },
    {
      what: "server code importing a route module",
      file: "server/example.ts",
      code: 'import { loader as imported } from "../app/routes/home.tsx";',
      error: /server.*routes/,
    },
    {
      what: "a model importing a route module",
      file: "app/models/example.server.ts",
      code: 'import { loader as imported } from "~/routes/home.tsx";',
      error: /models.*routes/,
    },
    {
      what: "a model importing lib (the direction is lib → models)",
      file: "app/models/example.server.ts",
      code: 'import { pageMeta as imported } from "~/lib/meta.ts";',
      error: /models.*lib/,
    },
    {
      what: "a runtime file importing a migration",
      file: "app/models/example.server.ts",
      code: 'import { up as imported } from "../../db/migrations/001-site-content.ts";',
      error: /models.*migrations/,
    },
    {
      what: "the database client importing a migration",
      file: "db/example.ts",
      code: 'import { up as imported } from "./migrations/001-site-content.ts";',
      error: /db.*migrations/,
    },
    {
      what: "a migration importing a model",
      file: "db/migrations/999-example.ts",
      code: 'import { latestNews as imported } from "../../app/models/news.server.ts";',
      error: /migrations.*models/,
    },
    {
      what: "a schema importing lib (schemas are a leaf)",
      file: "app/schemas/example.ts",
      code: 'import { pageMeta as imported } from "~/lib/meta.ts";',
      error: /schemas.*lib/,
    },
    {
      what: "a route building a query itself",
      file: "app/routes/example.tsx",
      code: 'import { sql as imported } from "kysely";',
      error: /Queries belong in app\/models/,
    },
    {
      what: "a file in a folder no layer places",
      file: "app/example/thing.ts",
      code: "const imported = 1;",
      error: /no-unknown-files/,
    },
  ])("refuses $what", async ({ file, code, error }) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
  });

  it.each([
    {
      what: "a route calling a model",
      file: "app/routes/example.tsx",
      code: 'import { latestNews as imported } from "~/models/news.server.ts";',
    },
    {
      what: "a component naming a model's row type",
      file: "app/components/example/widget.tsx",
      code: 'import type { NewsItem as imported } from "~/models/news.server.ts";',
    },
    {
      what: "a model using a pure helper from core",
      file: "app/models/example.server.ts",
      code: 'import { istDay as imported } from "~/core/inbox/ist-day.ts";',
    },
    {
      what: "server code using lib",
      file: "server/example.ts",
      code: 'import { pageMeta as imported } from "../app/lib/meta.ts";',
    },
    {
      what: "a unit test using the tests folder's helpers",
      file: "server/example.test.ts",
      code: 'import { databaseKinds as imported } from "../tests/support/databases.ts";',
    },
  ])("allows $what", async ({ file, code }) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
