import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { escapeLike } from "./inbox.server.ts";

/**
 * published: the public sees a revision (a newer draft may wait, see `unpublishedChanges`); scheduled: a publish is
 * waiting for its instant; draft: the public sees nothing.
 */
export type PageState = "draft" | "scheduled" | "published";

export interface PageListFilter {
  group?: string;
  /** Part of the path or the title, in any letter case. */
  search?: string;
  /** One page only (its console page). */
  pageId?: number;
}

export interface PageListItem {
  id: number;
  path: string | null;
  title: string;
  shape: string;
  menuGroup: string | null;
  namedBySpec: boolean;
  state: PageState;
  latestRevision: number;
  publishedRevision: number | null;
  /** True when the latest revision is not the one the public sees. */
  unpublishedChanges: boolean;
  publishedAt: string | null;
  publishedBy: { name: string; email: string } | null;
  scheduledAt: string | null;
}

/** Every page (blocks last, then by path) with its state, last publish and by whom: the console's page list. */
export async function listPages(db: Kysely<Database>, filter: PageListFilter = {}): Promise<PageListItem[]> {
  const search = filter.search?.trim().toLowerCase();
  const like = `%${escapeLike(search ?? "")}%`;
  const rows = await db
    .selectFrom("pages as p")
    .leftJoin("page_revisions as pr", "pr.id", "p.published_revision_id")
    .leftJoin("staff_users as u", "u.id", "p.published_by")
    .select((eb) => [
      "p.id",
      "p.path",
      "p.title",
      "p.shape",
      "p.menu_group",
      "p.named_by_spec",
      "p.published_at",
      "pr.revision as published_revision",
      "u.name as publisher_name",
      "u.email as publisher_email",
      eb
        .selectFrom("page_revisions as r")
        .select((inner) => inner.fn.max("r.revision").as("n"))
        .whereRef("r.page_id", "=", "p.id")
        .as("latest_revision"),
      eb
        .selectFrom("scheduled_publishes as s")
        .select((inner) => inner.fn.min("s.publish_at").as("at"))
        .whereRef("s.page_id", "=", "p.id")
        .where("s.claimed_at", "is", null)
        .as("scheduled_at"),
    ])
    .$if(filter.pageId !== undefined, (query) => query.where("p.id", "=", filter.pageId!))
    .$if(filter.group !== undefined, (query) => query.where("p.menu_group", "=", filter.group!))
    .$if(Boolean(search), (query) =>
      query.where(
        sql<boolean>`(lower(coalesce(p.path, '')) like ${like} escape '\\' or lower(p.title) like ${like} escape '\\')`,
      ),
    )
    .orderBy(sql`case when p.path is null then 1 else 0 end`)
    .orderBy("p.path")
    .orderBy("p.id")
    .execute();
  return rows.map((row) => {
    const latestRevision = Number(row.latest_revision ?? 0);
    const publishedRevision = row.published_revision ?? null;
    return {
      id: row.id,
      path: row.path,
      title: row.title,
      shape: row.shape,
      menuGroup: row.menu_group,
      namedBySpec: row.named_by_spec === 1,
      state: row.scheduled_at ? "scheduled" : publishedRevision !== null ? "published" : "draft",
      latestRevision,
      publishedRevision,
      unpublishedChanges: publishedRevision !== latestRevision,
      publishedAt: row.published_at,
      publishedBy: row.publisher_email ? { name: row.publisher_name ?? "", email: row.publisher_email } : null,
      scheduledAt: row.scheduled_at ?? null,
    };
  });
}

/** One page as the list shows it, for its own console page; undefined when no page has the id. */
export async function getPageListItem(db: Kysely<Database>, pageId: number): Promise<PageListItem | undefined> {
  const [item] = await listPages(db, { pageId });
  return item;
}
