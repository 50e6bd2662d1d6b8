import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { formatDate } from "~/core/format-date.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { admissionDepartmentSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/admission-department";

const TITLE = "Admission Department";

export function loader() {
  return loadContent(admissionDepartmentSchema, "people/admission-department");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "Meet the admission department: the staff who guide applicants on programmes, eligibility, fees, scholarships and documents.",
    location,
    matches,
  });

export default function AdmissionDepartment({ loaderData }: Route.ComponentProps) {
  const { intro, staff } = loaderData;
  return (
    <InfoPage title={TITLE} wide>
      {intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          {paragraph}
        </p>
      ))}
      <PeopleTable
        caption="Admission department staff"
        rows={staff}
        rowKey={(member) => member.name}
        columns={[
          {
            header: "Photo",
            narrow: true,
            // Shown at 50 px; the file is 100 px so it stays sharp on a phone's dense screen.
            cell: (member) => (
              <img
                src={member.photo.src}
                width={50}
                height={50}
                alt={member.name}
                loading="lazy"
                className="block size-[50px] max-w-none rounded bg-slate-100 object-cover"
              />
            ),
          },
          { header: "Name", cell: (member) => member.name, rowHeader: true, width: "w-1/5 min-w-40" },
          { header: "Designation", cell: (member) => member.designation, width: "w-1/5 min-w-36" },
          { header: "Qualification", cell: (member) => member.qualification, width: "w-1/5 min-w-32" },
          { header: "Experience", cell: (member) => member.experience, width: "min-w-28" },
          {
            header: "Date of joining",
            narrow: true,
            cell: (member) => <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining)}</time>,
          },
        ]}
      />
    </InfoPage>
  );
}
