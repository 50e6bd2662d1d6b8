import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { contentRoot, readContentDocument } from "../../app/models/content.server.ts";
import { seedTranslations } from "../../app/models/page-translations.server.ts";
import { type Db, writeTransaction } from "../client.ts";
import type { Database } from "../schema.ts";
import { addedSeedPages } from "./added-pages.ts";
import { seedPages } from "./page-documents.ts";

/**
 * The demo Hindi of the seeded pages (content/hi/, decision 066) and of the regulator's demo pages
 * (content/hi/added/, decision 069), for each such page that has no Hindi yet: a new database gets it with its
 * pages, an older one the first time it starts with this release; a page whose Hindi an editor has begun is never
 * written over. Marked as not reviewed, for the college to check in the console.
 */
export async function seedPageTranslations(database: Db): Promise<number> {
  return writeTransaction(database, async (trx) => {
    let written = 0;
    for (const page of seedPages) {
      if (!fs.existsSync(path.join(contentRoot(), "hi", `${page.content}.json`))) continue;
      const query = trx.selectFrom("pages").select("id");
      const row = await (
        page.path === null
          ? query.where("path", "is", null).where("shape", "=", page.shape)
          : query.where((eb) => eb(eb.fn("lower", ["path"]), "=", page.path!.toLowerCase()))
      ).executeTakeFirst();
      if (!row) continue;
      const hindi = readContentDocument(`hi/${page.content}`) as Record<string, string>;
      written += await seedTranslations(trx, row.id, "hi", hindi);
    }
    for (const page of addedSeedPages) {
      const id = await demoPageId(trx, page.path);
      if (id === undefined) continue;
      written += await seedTranslations(trx, id, "hi", readContentDocument(page.hindi) as Record<string, string>);
    }
    return written;
  });
}

/**
 * The demo page the seed added at `demoPath`, where it is now (an editor may have moved it: its old address then
 * leads to it); not a page an editor made at that address after deleting the demo one.
 */
async function demoPageId(trx: Kysely<Database>, demoPath: string): Promise<number | undefined> {
  const seeded = trx
    .selectFrom("pages")
    .innerJoin("page_revisions", "page_revisions.page_id", "pages.id")
    .leftJoin("page_redirects", "page_redirects.page_id", "pages.id")
    .select("pages.id")
    .where("page_revisions.revision", "=", 1)
    .where("page_revisions.author_id", "is", null)
    .where("pages.named_by_spec", "=", 0);
  const row = await seeded
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["pages.path"]), "=", demoPath.toLowerCase()),
        eb(eb.fn("lower", ["page_redirects.old_path"]), "=", demoPath.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return row?.id;
}
