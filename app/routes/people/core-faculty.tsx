import "~/messages/static-page-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { MediaImage } from "~/components/media-image.tsx";
import { PersonName, StaffFact, useEnglishOnPage } from "~/components/content/staff-text.tsx";
import { formatDate } from "~/core/format-date.ts";
import { useLanguage, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { type FacultyGroup, listFacultyGroups } from "~/models/staff.server.ts";
import type { Route } from "./+types/core-faculty";

/** A failed load is logged and the page shows no list, never an error (spec 001 §8). */
export async function loader({ context }: Route.LoaderArgs) {
  let groups: FacultyGroup[] = [];
  try {
    groups = await listFacultyGroups(context.services.db);
  } catch (error) {
    context.services.logError(error, "core-faculty: could not load the faculty list");
  }
  // A department without staff is never shown, whatever the query returns.
  return { groups: groups.filter((group) => group.staff.length > 0) };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.coreFaculty"));

export default function CoreFaculty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const english = useEnglishOnPage();
  return (
    <InfoPage title={t("people.coreFaculty.title")} wide>
      {loaderData.groups.map((group, index) => {
        const id = `department-${index + 1}`;
        return (
          <section key={group.department} aria-labelledby={id} className="space-y-3">
            {/* A department has no Hindi name yet (decision 071). */}
            <h2 id={id} lang={english} className="text-xl font-bold text-brand-900">
              {group.department}
            </h2>
            <PeopleTable
              caption={t("people.coreFaculty.caption", { department: group.department })}
              hideCaption
              rows={group.staff}
              rowKey={(member) => member.mediaId}
              columns={[
                {
                  header: t("people.column.photo"),
                  narrow: true,
                  cell: (member) => (
                    <MediaImage
                      mediaId={member.mediaId}
                      alt={member.name}
                      lang={english}
                      width={50}
                      height={50}
                      widths={[50, 100]}
                      sizes="50px"
                      className="block size-[50px] max-w-none rounded bg-slate-100 object-cover"
                    />
                  ),
                },
                {
                  header: t("people.column.name"),
                  cell: (member) => <PersonName name={member.name} />,
                  rowHeader: true,
                  width: "w-1/5 min-w-40",
                },
                {
                  header: t("people.column.designation"),
                  cell: (member) => <StaffFact english={member.designation} hindi={member.designationHi} />,
                  width: "w-1/5 min-w-36",
                },
                {
                  header: t("people.column.qualification"),
                  cell: (member) => <StaffFact english={member.qualification} hindi={member.qualificationHi} />,
                  width: "w-1/4 min-w-44",
                },
                {
                  header: t("people.column.experience"),
                  cell: (member) => <StaffFact english={member.experience} hindi={member.experienceHi} />,
                  width: "min-w-28",
                },
                {
                  header: t("people.column.joined"),
                  narrow: true,
                  cell: (member) => (
                    <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining, language)}</time>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
    </InfoPage>
  );
}
