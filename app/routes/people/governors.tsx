import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { governorsSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/governors";

const TITLE = "Board of Governors";

export function loader() {
  return loadContent(governorsSchema, "people/governors");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "The Board of Governors of the polytechnic college in Gumla: its three directors and two members, with their designations and credentials.",
    location,
    matches,
  });

export default function Governors({ loaderData }: Route.ComponentProps) {
  const { intro, members } = loaderData;
  return (
    <InfoPage title={TITLE}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <PeopleTable
        caption="Members of the Board of Governors"
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: "Name", cell: (member) => member.name, rowHeader: true, width: "w-1/4 min-w-36" },
          { header: "Designation", cell: (member) => member.designation, narrow: true },
          { header: "Other credentials", cell: (member) => member.credentials, width: "min-w-48" },
        ]}
      />
    </InfoPage>
  );
}
