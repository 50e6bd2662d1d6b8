import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface StaffMember {
  mediaId: string;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  /** The Hindi of the three above (decision 071); "" while there is none. */
  designationHi: string;
  qualificationHi: string;
  experienceHi: string;
  /** YYYY-MM-DD */
  dateOfJoining: string;
}

export interface FacultyGroup {
  department: string;
  staff: StaffMember[];
}

export interface ExamStaffMember extends StaffMember {
  bannerMediaId: string;
}

/** Faculty by department; a department without published staff is left out. */
export async function listFacultyGroups(db: Kysely<Database>): Promise<FacultyGroup[]> {
  const rows = await db
    .selectFrom("faculty_staff")
    .innerJoin("faculty_groups", "faculty_groups.id", "faculty_staff.group_id")
    .select([
      "faculty_groups.id as groupId",
      "faculty_groups.department",
      "faculty_staff.media_id as mediaId",
      "faculty_staff.name",
      "faculty_staff.designation",
      "faculty_staff.qualification",
      "faculty_staff.experience",
      "faculty_staff.designation_hi as designationHi",
      "faculty_staff.qualification_hi as qualificationHi",
      "faculty_staff.experience_hi as experienceHi",
      "faculty_staff.date_of_joining as dateOfJoining",
    ])
    .where(shownNow("faculty_staff"))
    .orderBy("faculty_groups.sort_order")
    .orderBy("faculty_groups.id")
    .orderBy("faculty_staff.sort_order")
    .orderBy("faculty_staff.id")
    .execute();
  const groups = new Map<number, FacultyGroup>();
  for (const { groupId, department, ...member } of rows) {
    const group = groups.get(groupId) ?? { department, staff: [] };
    group.staff.push(member);
    groups.set(groupId, group);
  }
  return [...groups.values()];
}

export async function listExamStaff(db: Kysely<Database>): Promise<ExamStaffMember[]> {
  return db
    .selectFrom("exam_staff")
    .select([
      "media_id as mediaId",
      "banner_media_id as bannerMediaId",
      "name",
      "designation",
      "qualification",
      "experience",
      "designation_hi as designationHi",
      "qualification_hi as qualificationHi",
      "experience_hi as experienceHi",
      "date_of_joining as dateOfJoining",
    ])
    .where(shownNow("exam_staff"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}
