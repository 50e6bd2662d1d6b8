import { type Db, writeTransaction } from "../../db/client.ts";
import { recordAudit } from "./audit.server.ts";
import { removeLinksTo } from "./menu.server.ts";
import type { PageActor } from "./pages.server.ts";

/*
 * Deleting a page an editor added (decision 049). The spec's own pages and blocks are never deleted. The page goes
 * with its revisions, previews, scheduled publishes and old addresses; its addresses (current and old) answer 410
 * Gone from then on; the menu's links to them go too. What it was (address, title, shape, how many revisions, the
 * menu links) stays in the audit log, not its text: deleting is how an office takes back words it should not have
 * published, so no copy of them is kept.
 */

export type DeletePageResult = { status: "deleted"; path: string } | { status: "missing" | "named-by-spec" };

/** Deletes a page an editor added, in one transaction with its audit entry; the triggers drop the cached pages. */
export async function deleteAddedPage(
  database: Db,
  pageId: number,
  actor: PageActor,
  now: Date = new Date(),
): Promise<DeletePageResult> {
  return writeTransaction(database, async (trx) => {
    const page = await trx
      .selectFrom("pages")
      .select(["path", "title", "shape", "menu_group", "named_by_spec", "published_revision_id"])
      .where("id", "=", pageId)
      .executeTakeFirst();
    if (!page || page.path === null) return { status: "missing" };
    if (page.named_by_spec) return { status: "named-by-spec" };
    const redirects = await trx.selectFrom("page_redirects").select("old_path").where("page_id", "=", pageId).execute();
    const addresses = [page.path, ...redirects.map((row) => row.old_path)];
    const revisions = await trx
      .selectFrom("page_revisions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("page_id", "=", pageId)
      .executeTakeFirstOrThrow();

    const links = await removeLinksTo(trx, addresses);
    for (const table of ["page_previews", "scheduled_publishes", "page_redirects", "page_revisions"] as const)
      await trx.deleteFrom(table).where("page_id", "=", pageId).execute();
    await trx.deleteFrom("pages").where("id", "=", pageId).execute();
    await trx
      .deleteFrom("gone_pages")
      .where((eb) =>
        eb(
          eb.fn("lower", ["path"]),
          "in",
          addresses.map((path) => path.toLowerCase()),
        ),
      )
      .execute();
    await trx
      .insertInto("gone_pages")
      .values(addresses.map((path) => ({ path, deleted_at: now.toISOString() })))
      .execute();

    await recordAudit(trx, {
      ...actor,
      action: "page-deleted",
      entity: "page",
      entityId: pageId,
      before: {
        path: page.path,
        title: page.title,
        shape: page.shape,
        menuGroup: page.menu_group,
        published: page.published_revision_id !== null,
        revisions: Number(revisions.count),
        oldAddresses: addresses.slice(1),
        menuLinks: links.map((link) => ({ menu: link.menu, label: link.labelEn, target: link.target })),
      },
    });
    return { status: "deleted", path: page.path };
  });
}
