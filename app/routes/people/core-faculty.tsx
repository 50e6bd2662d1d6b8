import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { MediaImage } from "~/components/media-image.tsx";
import { formatDate } from "~/core/format-date.ts";
import { pageMeta } from "~/lib/meta.ts";
import { type FacultyGroup, listFacultyGroups } from "~/models/staff.server.ts";
import type { Route } from "./+types/core-faculty";

const TITLE = "Core Faculty";

/** A failed load is logged and the page shows no list, never an error (spec 001 §8). */
export async function loader({ context }: Route.LoaderArgs) {
  let groups: FacultyGroup[] = [];
  try {
    groups = await listFacultyGroups(context.services.db);
  } catch (error) {
    console.error("core-faculty: could not load the faculty list", error);
  }
  // A department without staff is never shown, whatever the query returns.
  return { groups: groups.filter((group) => group.staff.length > 0) };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "Core faculty of the college by department: names, designations, qualifications, experience and dates of joining of the teaching staff.",
    location,
    matches,
  });

export default function CoreFaculty({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage title={TITLE} wide>
      {loaderData.groups.map((group, index) => {
        const id = `department-${index + 1}`;
        return (
          <section key={group.department} aria-labelledby={id} className="space-y-3">
            <h2 id={id} className="text-xl font-bold text-brand-900">
              {group.department}
            </h2>
            <PeopleTable
              caption={`${group.department} faculty`}
              hideCaption
              rows={group.staff}
              rowKey={(member) => member.mediaId}
              columns={[
                {
                  header: "Photo",
                  narrow: true,
                  cell: (member) => (
                    <MediaImage
                      mediaId={member.mediaId}
                      alt={member.name}
                      width={50}
                      height={50}
                      widths={[50, 100]}
                      sizes="50px"
                      className="block size-[50px] max-w-none rounded bg-slate-100 object-cover"
                    />
                  ),
                },
                { header: "Name", cell: (member) => member.name, rowHeader: true, width: "w-1/5 min-w-40" },
                { header: "Designation", cell: (member) => member.designation, width: "w-1/5 min-w-36" },
                { header: "Qualification", cell: (member) => member.qualification, width: "w-1/4 min-w-44" },
                { header: "Experience", cell: (member) => member.experience, width: "min-w-28" },
                {
                  header: "Date of joining",
                  narrow: true,
                  cell: (member) => <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining)}</time>,
                },
              ]}
            />
          </section>
        );
      })}
    </InfoPage>
  );
}
