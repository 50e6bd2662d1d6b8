import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { FOOTER_COURSES } from "../schemas/forms/footer-enquiry.ts";
import { listAlumniCourses } from "./alumni-courses.server.ts";
import { listProgrammeChoices } from "./programmes.server.ts";

export interface FilterChoice {
  value: string;
  label: string;
}

/** The options of a kind's programme (or course) filter: the same lists its form offers. */
export async function programmeFilterChoices(db: Kysely<Database>, kind: InboxKind): Promise<FilterChoice[]> {
  switch (kind.programme?.choices) {
    case "programmes":
      return (await listProgrammeChoices(db)).map((p) => ({ value: String(p.id), label: p.displayText }));
    case "alumni-courses":
      return (await listAlumniCourses(db)).map((c) => ({ value: String(c.id), label: c.displayText }));
    case "footer-courses":
      return FOOTER_COURSES.map((course) => ({ value: course, label: course }));
    default:
      return [];
  }
}
