import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * What visitors send: enquiries, contact messages, admission applications (with their uploaded photos) and
 * alumni feedback, plus the captcha solutions already used. Column sizes are the schemas' caps with room to spare.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("record", "varchar(64)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("file_name", "varchar(100)", (col) => col.notNull())
    .addColumn("mime", "varchar(32)", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("attached", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("captcha_solutions")
    .addColumn("challenge_id", "varchar(128)", (col) => col.primaryKey())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("captcha_solutions_expiry").on("captcha_solutions").column("expires_at").execute();

  await withId(db.schema.createTable("enquiries"), dialect)
    .addColumn("reference", "varchar(20)", (col) => col.notNull().unique())
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    .addColumn("programme_id", "integer", (col) => col.notNull().references("programmes.id"))
    .addColumn("father_name", "varchar(120)", (col) => col.notNull())
    .addColumn("gender", "varchar(1)", (col) => col.notNull())
    .addColumn("date_of_birth", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable("footer_enquiries"), dialect)
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("email", "varchar(260)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    .addColumn("course", "varchar(20)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable("contact_messages"), dialect)
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("email", "varchar(260)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    .addColumn("subject", "varchar(220)", (col) => col.notNull())
    .addColumn("message", "varchar(2200)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable("applications"), dialect)
    .addColumn("reference", "varchar(20)", (col) => col.notNull().unique())
    .addColumn("data_source", "varchar(20)", (col) => col.notNull())
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("date_of_birth", "varchar(10)", (col) => col.notNull())
    .addColumn("gender", "varchar(1)", (col) => col.notNull())
    .addColumn("category", "varchar(10)", (col) => col.notNull())
    .addColumn("programme_id", "integer", (col) => col.notNull().references("programmes.id"))
    .addColumn("email", "varchar(260)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    .addColumn("alter_mobile_no", "varchar(10)")
    .addColumn("father_name", "varchar(120)", (col) => col.notNull())
    .addColumn("mother_name", "varchar(120)", (col) => col.notNull())
    .addColumn("religion", "varchar(60)", (col) => col.notNull())
    .addColumn("address", "varchar(520)", (col) => col.notNull())
    .addColumn("city", "varchar(120)", (col) => col.notNull())
    .addColumn("pincode", "varchar(6)", (col) => col.notNull())
    .addColumn("id_proof_encrypted", "varchar(200)", (col) => col.notNull())
    .addColumn("id_proof_last4", "varchar(4)", (col) => col.notNull())
    .addColumn("photo_record", "varchar(64)", (col) => col.notNull().unique().references("uploads.record"))
    .addColumn("signature", "varchar(70)")
    .addColumn("remarks", "varchar(1020)")
    .addColumn("is_lateral", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable("alumni_feedback"), dialect)
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("email", "varchar(260)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    .addColumn("register_number", "varchar(10)", (col) => col.notNull())
    .addColumn("graduation_date", "varchar(10)", (col) => col.notNull())
    .addColumn("course_id", "integer", (col) => col.notNull().references("alumni_courses.id"))
    .addColumn("current_address", "varchar(520)", (col) => col.notNull())
    .addColumn("company_name_address", "varchar(520)", (col) => col.notNull())
    .addColumn("employer_name_address", "varchar(520)", (col) => col.notNull())
    .addColumn("remarks", "varchar(1020)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
}
