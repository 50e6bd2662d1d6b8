import { sql } from "kysely";
import { publishNow } from "../../../app/models/page-publishing.server.ts";
import { getRevision, latestRevision, saveDraft } from "../../../app/models/page-revisions.server.ts";
import { serverDatabase } from "./staff.ts";

/**
 * Publishes each page's first revision (the site's own content) again, as a new revision. A journey that publishes
 * an edit on the shared server calls it when it ends, so the public pages are what every other journey expects.
 */
export async function republishFirstRevisions(paths: readonly string[]) {
  const database = serverDatabase();
  const actor = { userId: null, email: null };
  try {
    for (const path of paths) {
      const page = await database.db
        .selectFrom("pages")
        .select("id")
        .where(sql<string>`lower(path)`, "=", path.toLowerCase())
        .executeTakeFirstOrThrow();
      const first = await getRevision(database.db, page.id, 1);
      const latest = await latestRevision(database.db, page.id);
      const save = { pageId: page.id, baseRevision: latest, document: first?.document, note: "end of a journey" };
      const saved = await saveDraft(database, save, actor);
      if (saved.status !== "saved") throw new Error(`${path}: the first revision could not be saved again`);
      const published = await publishNow(database, page.id, actor, { revision: saved.revision });
      if (published.status !== "published") throw new Error(`${path}: not published again`);
    }
  } finally {
    await database.db.destroy();
  }
}
