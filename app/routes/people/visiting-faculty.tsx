import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { visitingFacultySchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/visiting-faculty";

const TITLE = "Visiting Faculty";

export function loader() {
  return loadContent(visitingFacultySchema, "people/visiting-faculty");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "Visiting faculty of the college in Gumla: engineers and teachers from industry and other institutions, their qualifications and experience.",
    location,
    matches,
  });

export default function VisitingFaculty({ loaderData }: Route.ComponentProps) {
  const { intro, members } = loaderData;
  return (
    <InfoPage title={TITLE} wide>
      {intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          {paragraph}
        </p>
      ))}
      <PeopleTable
        caption="Visiting faculty members"
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: "S. No.", cell: (_member, index) => index + 1, narrow: true },
          { header: "Name", cell: (member) => member.name, rowHeader: true, width: "w-1/5 min-w-40" },
          { header: "Designation", cell: (member) => member.designation, width: "w-1/5 min-w-44" },
          { header: "Qualification", cell: (member) => member.qualification, width: "w-1/5 min-w-44" },
          { header: "Past experience", cell: (member) => member.pastExperience, width: "min-w-56" },
        ]}
      />
    </InfoPage>
  );
}
