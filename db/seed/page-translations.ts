import fs from "node:fs";
import path from "node:path";
import { contentRoot, readContentDocument } from "../../app/models/content.server.ts";
import { seedTranslations } from "../../app/models/page-translations.server.ts";
import { type Db, writeTransaction } from "../client.ts";
import { seedPages } from "./page-documents.ts";

/**
 * The demo Hindi of the seeded pages (content/hi/, decision 066), for each such page that has no Hindi yet: a new
 * database gets it with its pages, an older one the first time it starts with this release; a page whose Hindi an
 * editor has begun is never written over. Marked as not reviewed, for the college to check in the console.
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
    return written;
  });
}
