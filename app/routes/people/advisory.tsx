import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { advisorySchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/advisory";

const TITLE = "Academic Advisory";

export function loader() {
  return loadContent(advisorySchema, "people/advisory");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "The Academic Advisory of the college: university teachers who advise on curriculum, laboratories and examinations, with their departments.",
    location,
    matches,
  });

export default function Advisory({ loaderData }: Route.ComponentProps) {
  const { intro, members } = loaderData;
  return (
    <InfoPage title={TITLE}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <PeopleTable
        caption="Members of the Academic Advisory"
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: "Name", cell: (member) => member.name, rowHeader: true, width: "w-1/3 min-w-36" },
          { header: "Department / University", cell: (member) => member.affiliation },
        ]}
      />
    </InfoPage>
  );
}
