import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A published programme on offer, as the admission and enquiry forms choose from; answers its id. */
export async function insertCivilProgramme(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto("programmes")
    .values({
      display_text: "Diploma in Civil Engineering",
      program_name: "Civil",
      seat_group: "diploma",
      seats: 60,
      excluded: 0,
      sort_order: 0,
      published: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The row of an uploaded photo no application uses yet (no file: the models read only the row); answers its record. */
export async function insertUploadedPhoto(db: Kysely<Database>): Promise<string> {
  const record = randomBytes(16).toString("base64url");
  await db
    .insertInto("uploads")
    .values({
      record,
      kind: "photo",
      file_name: `${record}.jpg`,
      mime: "image/jpeg",
      width: 300,
      height: 400,
      bytes: 1000,
      attached: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  return record;
}
