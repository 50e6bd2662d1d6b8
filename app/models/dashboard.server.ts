import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import { istDay, istDayStart } from "~/core/inbox/ist-day.ts";

/** The submission tables the office works from, with their names on the dashboard and where their lists are. */
export const submissionKinds = [applicationKind, ...enquiryKinds].map((kind) => ({
  table: kind.table,
  labelKey: kind.titleKey,
  to: kind.path,
}));

type KindTable = (typeof submissionKinds)[number]["table"];

export interface DailyCounts {
  labelKey: MessageKey;
  /** The kind's list in the console. */
  to: string;
  /** One count per day, oldest first, for `days`. */
  counts: number[];
  sinceLastVisit: number;
}

/** Submissions per kind per IST day for the last `dayCount` days, and how many arrived since `since`. */
export async function submissionsPerDay(
  db: Kysely<Database>,
  dayCount: number,
  since: string | null,
  now = new Date(),
) {
  const today = istDay(now.toISOString());
  const days = Array.from({ length: dayCount }, (_, i) => {
    const date = new Date(Date.parse(`${today}T00:00:00.000Z`) - (dayCount - 1 - i) * 86_400_000);
    return date.toISOString().slice(0, 10);
  });
  const start = istDayStart(days[0]!);
  const kinds: DailyCounts[] = [];
  for (const kind of submissionKinds) {
    const rows = await db
      .selectFrom(kind.table as KindTable)
      .select("created_at")
      .where("created_at", ">=", start)
      .execute();
    const counts = days.map(() => 0);
    for (const row of rows) {
      const index = days.indexOf(istDay(row.created_at));
      if (index >= 0) counts[index]! += 1;
    }
    const newer = since
      ? await db
          .selectFrom(kind.table as KindTable)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("created_at", ">", since)
          .executeTakeFirst()
      : undefined;
    kinds.push({ labelKey: kind.labelKey, to: kind.to, counts, sinceLastVisit: Number(newer?.n ?? 0) });
  }
  return { days, kinds };
}

/** Remembers when this staff member last looked at the dashboard; returns the previous time. */
export async function markDashboardSeen(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("staff_users")
    .select("last_seen_dashboard_at")
    .where("id", "=", userId)
    .executeTakeFirst();
  await db
    .updateTable("staff_users")
    .set({ last_seen_dashboard_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  return row?.last_seen_dashboard_at ?? null;
}
