import { Link } from "~/components/router-links.tsx";
import { ContactForm } from "~/components/forms/contact-form.tsx";
import { CallBackButton } from "~/components/forms/call-back-button.tsx";
import type { Programme } from "~/models/programmes.server.ts";
import type { HomeSectionsData } from "./home-sections.server.tsx";
import { DrawnBlock } from "~/lib/drawn-html.tsx";
import { useT } from "~/lib/language.tsx";
import { useMatches } from "react-router";
import { collegeOf } from "~/lib/college-of.ts";
import { BannerSlider } from "./banner-slider.tsx";
import { PlacedStudents } from "./placed-students.tsx";
import { ScholarshipNotice } from "./scholarship-notice.tsx";
import { HOME_BLOCK_IDS } from "./home-ids.ts";

/**
 * The home page: the carousels, the scholarship notice, the call-back dialog and the contact form run in the
 * browser; the other sections come as HTML from its loading (decision 029).
 */
export function HomePage({ page }: { page: { sections: HomeSectionsData; programmes: Programme[] } }) {
  const t = useT();
  const college = collegeOf(useMatches());
  const { sections } = page;
  return (
    <>
      <h1 className="sr-only">{college.name}</h1>
      <BannerSlider slides={sections.banners} />
      {sections.notice === null ? null : <ScholarshipNotice html={sections.notice.html} />}
      <section aria-labelledby="enquire" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4">
          <h2 id="enquire" className="mr-auto text-lg font-semibold text-brand-900">
            {t("forms.home.heading")}
          </h2>
          <CallBackButton programmes={page.programmes} />
          <Link to="/enquiry" className="font-semibold text-brand-700 underline">
            {t("forms.enquiryPage")}
          </Link>
        </div>
      </section>
      <DrawnBlock id={HOME_BLOCK_IDS.main} html={sections.main} className="mx-auto max-w-7xl space-y-14 px-4 py-12" />
      <PlacedStudents slides={sections.students} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <DrawnBlock id={HOME_BLOCK_IDS.showcase} html={sections.showcase} className="space-y-14" />
        <div id="contact-form" className="rounded-lg border border-slate-200 p-4 sm:p-6">
          <ContactForm id="home-contact" returnTo="/" />
        </div>
        <DrawnBlock id={HOME_BLOCK_IDS.partnership} html={sections.partnership} />
        <DrawnBlock id={HOME_BLOCK_IDS.updated} html={sections.updated} />
      </div>
    </>
  );
}
