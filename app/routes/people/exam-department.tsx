import "~/messages/static-page-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { StaffCard } from "~/components/content/staff-card.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { type ExamStaffMember, listExamStaff } from "~/models/staff.server.ts";
import type { Route } from "./+types/exam-department";

/**
 * The same model that serves /api/exam-staff.json, read in-process. A failed load is logged and the page
 * shows no cards, never an error (spec 001 §8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  let staff: ExamStaffMember[] = [];
  try {
    staff = await listExamStaff(context.services.db);
  } catch (error) {
    context.services.logError(error, "exam-department: could not load the examination staff");
  }
  return { staff };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.examDepartment"));

export default function ExamDepartment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("people.examDepartment.title")} wide>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.staff.map((member) => (
          <li key={member.mediaId}>
            <StaffCard member={member} />
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
