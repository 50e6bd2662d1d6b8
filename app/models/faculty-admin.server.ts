import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nextSortOrder } from "./content-admin.server.ts";

export interface FacultyGroupRow {
  id: number;
  department: string;
  staffCount: number;
}

/** Every faculty group in display order with how many staff (published or not) it holds. */
export async function listFacultyGroupsForStaff(db: Kysely<Database>): Promise<FacultyGroupRow[]> {
  const rows = await db
    .selectFrom("faculty_groups")
    .leftJoin("faculty_staff", "faculty_staff.group_id", "faculty_groups.id")
    .select((eb) => [
      "faculty_groups.id",
      "faculty_groups.department",
      eb.fn.count<number>("faculty_staff.id").as("staffCount"),
    ])
    .groupBy(["faculty_groups.id", "faculty_groups.department", "faculty_groups.sort_order"])
    .orderBy("faculty_groups.sort_order")
    .orderBy("faculty_groups.id")
    .execute();
  return rows.map((row) => ({ ...row, staffCount: Number(row.staffCount) }));
}

export async function findFacultyGroup(db: Kysely<Database>, id: number): Promise<FacultyGroupRow | undefined> {
  return (await listFacultyGroupsForStaff(db)).find((group) => group.id === id);
}

export async function insertFacultyGroup(db: Kysely<Database>, department: string): Promise<number> {
  const row = await db
    .insertInto("faculty_groups")
    .values({ department, sort_order: await nextSortOrder(db, "faculty_groups") })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameFacultyGroup(db: Kysely<Database>, id: number, department: string): Promise<void> {
  await db.updateTable("faculty_groups").set({ department }).where("id", "=", id).execute();
}
