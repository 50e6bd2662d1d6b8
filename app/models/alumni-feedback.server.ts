import type { Db } from "../../db/client.ts";
import { type Once, writeOnce } from "./form-answers.server.ts";
import type { AlumniFeedback } from "../schemas/forms/alumni.ts";
import { messageRef } from "../messages/message-ref.ts";
import { listAlumniCourses } from "./alumni-courses.server.ts";
import { type SubmissionMail, afterStored, queueSubmissionMail } from "./submission-mail.server.ts";
import { type StoreResult, nowIso, refused } from "./submissions.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";

/** Stores an alumni feedback entry; a course that is not on the alumni course list is refused. */
export async function addAlumniFeedback(
  database: Db,
  input: AlumniFeedback,
  mail: SubmissionMail,
  once?: Once,
  consent?: Consent,
): Promise<StoreResult<null>> {
  const result = await writeOnce<null>(database, once, async (trx) => {
    const courses = await listAlumniCourses(trx);
    if (!courses.some((course) => course.id === input.courseId)) {
      return refused("courseId", messageRef("forms.error.alumni.course"));
    }
    const { id } = await trx
      .insertInto("alumni_feedback")
      .values({
        name: input.name,
        email: input.email,
        mobile_no: input.mobileNo,
        register_number: input.registerNumber,
        graduation_date: input.graduationDate,
        course_id: input.courseId,
        current_address: input.currentAddress,
        company_name_address: input.companyNameAddress,
        employer_name_address: input.employerNameAddress,
        remarks: input.remarks,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueSubmissionMail(trx, mail, { table: "alumni_feedback", id, name: input.name });
    await recordConsent(trx, { table: "alumni_feedback", id }, consent);
    return { ok: true as const, value: null };
  });
  return afterStored(mail, result);
}
