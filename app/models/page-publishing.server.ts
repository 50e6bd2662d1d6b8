import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import { latestRevision, lockPage } from "./page-revisions.server.ts";
import type { PageActor } from "./pages.server.ts";

/*
 * What the public sees of a page: its published revision. Publishing, unpublishing and a scheduled publish each
 * write `pages` in one transaction with their audit entry; the content-version trigger on `pages` makes the page
 * cache of every process drop the page at once (decision 023).
 */

export type PublishResult = { status: "published"; revision: number } | { status: "missing" };

/**
 * Publishes a revision of a page now (the latest when `revision` is not given). A publish waiting for its instant
 * is dropped: a page has at most one publish pending, and publishing now supersedes it.
 */
export async function publishNow(
  database: Db,
  pageId: number,
  actor: PageActor,
  options: { revision?: number; now?: Date } = {},
): Promise<PublishResult> {
  return writeTransaction(database, async (trx) => {
    const page = await lockPage(trx, database.dialect, pageId);
    const revision = options.revision ?? (await latestRevision(trx, pageId));
    const target = page && (await revisionId(trx, pageId, revision));
    if (target === undefined) return { status: "missing" };
    await dropPendingSchedules(trx, pageId);
    await setPublished(trx, pageId, target, revision, options.now ?? new Date(), actor, {});
    return { status: "published", revision };
  });
}

export type UnpublishResult = "unpublished" | "named-by-spec" | "missing";

/**
 * Takes a page off the public site (its revisions stay) and drops a publish waiting for it. A page whose path the
 * spec names stays published: unpublishing it would take a required page away, as deleting it would.
 */
export async function unpublish(database: Db, pageId: number, actor: PageActor): Promise<UnpublishResult> {
  return writeTransaction(database, async (trx) => {
    const page = await trx
      .selectFrom("pages")
      .select(["named_by_spec", "published_revision_id"])
      .where("id", "=", pageId)
      .executeTakeFirst();
    if (!page) return "missing";
    if (page.named_by_spec) return "named-by-spec";
    await dropPendingSchedules(trx, pageId);
    await trx
      .updateTable("pages")
      .set({ published_revision_id: null, published_at: null, published_by: null })
      .where("id", "=", pageId)
      .execute();
    await recordAudit(trx, {
      ...actor,
      action: "page-unpublished",
      entity: "page",
      entityId: pageId,
      before: { revisionId: page.published_revision_id },
    });
    return "unpublished";
  });
}

export type ScheduleResult = { status: "scheduled"; scheduleId: number } | { status: "missing" };

/**
 * Schedules a revision to be published at `publishAt` (an instant; the console turns the editor's IST time into
 * one). It replaces a publish already waiting for the page. `applyDueSchedules` carries it out.
 */
export async function schedulePublish(
  database: Db,
  pageId: number,
  revision: number,
  publishAt: Date,
  actor: PageActor,
  now: Date = new Date(),
): Promise<ScheduleResult> {
  return writeTransaction(database, async (trx) => {
    const page = await lockPage(trx, database.dialect, pageId);
    const target = page && (await revisionId(trx, pageId, revision));
    if (target === undefined) return { status: "missing" };
    await dropPendingSchedules(trx, pageId);
    const { id } = await trx
      .insertInto("scheduled_publishes")
      .values({
        page_id: pageId,
        revision_id: target,
        publish_at: publishAt.toISOString(),
        created_by: actor.userId,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...actor,
      action: "page-publish-scheduled",
      entity: "page",
      entityId: pageId,
      after: { revision, publishAt: publishAt.toISOString() },
    });
    return { status: "scheduled", scheduleId: id };
  });
}

/** Drops the publish waiting for a page, if any; true when there was one. */
export async function cancelSchedule(database: Db, pageId: number, actor: PageActor): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    if ((await dropPendingSchedules(trx, pageId)) === 0) return false;
    await recordAudit(trx, { ...actor, action: "page-publish-cancelled", entity: "page", entityId: pageId });
    return true;
  });
}

export interface AppliedSchedule {
  scheduleId: number;
  pageId: number;
  revision: number;
}

/**
 * Carries out every publish due at `now`, including those whose instant passed while no server ran. Each is
 * claimed by a conditional update in the same transaction as the publish, so of several processes asking at once
 * exactly one applies it, and a publish that fails leaves it unclaimed for the next round.
 */
export async function applyDueSchedules(database: Db, now: Date): Promise<AppliedSchedule[]> {
  const due = await database.db
    .selectFrom("scheduled_publishes")
    .select("id")
    .where("claimed_at", "is", null)
    .where("publish_at", "<=", now.toISOString())
    .orderBy("publish_at")
    .orderBy("id")
    .execute();
  const applied: AppliedSchedule[] = [];
  for (const { id } of due) {
    const done = await writeTransaction(database, (trx) => claimAndPublish(trx, id, now));
    if (done) applied.push(done);
  }
  return applied;
}

async function claimAndPublish(trx: Kysely<Database>, id: number, now: Date): Promise<AppliedSchedule | null> {
  const claim = await trx
    .updateTable("scheduled_publishes")
    .set({ claimed_at: now.toISOString() })
    .where("id", "=", id)
    .where("claimed_at", "is", null)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return null;
  const row = await trx
    .selectFrom("scheduled_publishes as s")
    .innerJoin("page_revisions as r", "r.id", "s.revision_id")
    .leftJoin("staff_users as u", "u.id", "s.created_by")
    .select(["s.page_id", "s.revision_id", "s.publish_at", "s.created_by", "u.email", "r.revision"])
    .where("s.id", "=", id)
    .executeTakeFirstOrThrow();
  const actor = { userId: row.created_by, email: row.email };
  await setPublished(trx, row.page_id, row.revision_id, row.revision, now, actor, { scheduledFor: row.publish_at });
  return { scheduleId: id, pageId: row.page_id, revision: row.revision };
}

async function setPublished(
  trx: Kysely<Database>,
  pageId: number,
  revisionIdToPublish: number,
  revision: number,
  now: Date,
  actor: PageActor,
  extra: Record<string, unknown>,
) {
  const before = await trx
    .selectFrom("pages as p")
    .leftJoin("page_revisions as r", "r.id", "p.published_revision_id")
    .select("r.revision")
    .where("p.id", "=", pageId)
    .executeTakeFirst();
  await trx
    .updateTable("pages")
    .set({ published_revision_id: revisionIdToPublish, published_at: now.toISOString(), published_by: actor.userId })
    .where("id", "=", pageId)
    .execute();
  await recordAudit(trx, {
    ...actor,
    action: "page-published",
    entity: "page",
    entityId: pageId,
    before: { revision: before?.revision ?? null },
    after: { revision, ...extra },
  });
}

async function revisionId(db: Kysely<Database>, pageId: number, revision: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("page_revisions")
    .select("id")
    .where("page_id", "=", pageId)
    .where("revision", "=", revision)
    .executeTakeFirst();
  return row?.id;
}

async function dropPendingSchedules(trx: Kysely<Database>, pageId: number): Promise<number> {
  const result = await trx
    .deleteFrom("scheduled_publishes")
    .where("page_id", "=", pageId)
    .where("claimed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
