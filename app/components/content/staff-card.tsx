import "~/messages/static-page-messages.ts";
import { MediaImage } from "~/components/media-image.tsx";
import { useLanguage, useT } from "~/lib/language.tsx";
import { formatDate } from "~/core/format-date.ts";
import type { ExamStaffMember } from "~/models/staff.server.ts";
import { PersonName, StaffFact, useEnglishOnPage } from "./staff-text.tsx";

/**
 * One staff member as a card: banner picture, round photo over it, name and the facts as a description list.
 * The banner is decoration (empty alt); the photo is named after the person.
 */
export function StaffCard({ member }: { member: ExamStaffMember }) {
  const t = useT();
  const language = useLanguage();
  const english = useEnglishOnPage();
  return (
    <article className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <MediaImage
        mediaId={member.bannerMediaId}
        alt=""
        width={800}
        height={300}
        widths={[320, 480, 800]}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[8/3] w-full object-cover"
      />
      <div className="-mt-12 flex flex-col items-center px-4 pb-6 text-center">
        <MediaImage
          mediaId={member.mediaId}
          alt={member.name}
          lang={english}
          width={96}
          height={96}
          widths={[100, 160, 240]}
          sizes="96px"
          className="size-24 rounded-full border-4 border-white bg-slate-100 object-cover shadow"
        />
        <h2 className="mt-3 text-lg font-bold text-brand-900">
          <PersonName name={member.name} />
        </h2>
        <p className="font-medium text-slate-700">
          <StaffFact english={member.designation} hindi={member.designationHi} />
        </p>
        <dl className="mt-4 grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
          <dt className="font-semibold text-slate-700">{t("content.staff.qualification")}</dt>
          <dd>
            <StaffFact english={member.qualification} hindi={member.qualificationHi} />
          </dd>
          <dt className="font-semibold text-slate-700">{t("content.staff.experience")}</dt>
          <dd>
            <StaffFact english={member.experience} hindi={member.experienceHi} />
          </dd>
          <dt className="font-semibold text-slate-700">{t("content.staff.dateOfJoining")}</dt>
          <dd>
            <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining, language)}</time>
          </dd>
        </dl>
      </div>
    </article>
  );
}
