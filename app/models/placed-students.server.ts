import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface PlacedStudent {
  mediaId: string;
  name: string;
  session: string;
  companyName: string;
}

export async function listPlacedStudents(db: Kysely<Database>): Promise<PlacedStudent[]> {
  return db
    .selectFrom("placed_students")
    .select(["media_id as mediaId", "name", "session", "company_name as companyName"])
    .where(shownNow("placed_students"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}
