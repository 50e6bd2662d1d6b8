import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { PolicyText } from "./policy-text.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { Link } from "~/components/router-links.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { institution } from "~/settings/institution.ts";
import { useT } from "~/lib/language.tsx";
import { telHref } from "~/core/tel-href.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

export function AntiRaggingPage({ page: policy }: { page: ShapeDocument<"anti-ragging"> }) {
  const t = useT();
  const { helpline } = policy;
  return (
    <DocumentPage title={policy.title}>
      <PolicyText sections={policy.sections} />
      {/* The numbers a frightened student needs, as tap-to-call links, not buried in the text above. */}
      <section aria-labelledby="report-contacts" className="rounded-lg border-l-4 border-accent-500 bg-amber-50 p-5">
        <h2 id="report-contacts" className="text-xl font-bold text-brand-900">
          {t("antiRagging.report")}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="font-semibold">{t("antiRagging.office")}</dt>
            <dd className="mt-1 space-y-1">
              {institution.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className={`${linkClass} block`}>
                  {phone}
                </a>
              ))}
              <a href={`mailto:${institution.email}`} className={`${linkClass} block break-all`}>
                {institution.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("antiRagging.helpline")}</dt>
            <dd className="mt-1 space-y-1">
              <a href={telHref(helpline.phone)} className={`${linkClass} block`}>
                {helpline.phone}
              </a>
              <a href={`mailto:${helpline.email}`} className={`${linkClass} block break-all`}>
                {helpline.email}
              </a>
              <SmartLink to={helpline.website} className={`${linkClass} block break-all`}>
                {new URL(helpline.website).hostname}
              </SmartLink>
            </dd>
          </div>
        </dl>
        <p className="mt-4">
          <Link to="/grievance" className={linkClass}>
            {t("antiRagging.grievance")}
          </Link>
        </p>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
