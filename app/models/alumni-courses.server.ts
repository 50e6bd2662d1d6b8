import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface AlumniCourse {
  id: number;
  displayText: string;
}

export async function listAlumniCourses(db: Kysely<Database>): Promise<AlumniCourse[]> {
  return db
    .selectFrom("alumni_courses")
    .select(["id", "display_text as displayText"])
    .where(shownNow("alumni_courses"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}
