import "~/messages/grievance-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { GrievanceForm } from "~/components/grievance/grievance-form.tsx";
import { grievanceStatusPath } from "~/core/mail/grievance-mail.ts";
import { formatDate, istDate } from "~/core/format-date.ts";
import { useLanguage, useLanguagePath, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { languageOf } from "~/messages/catalogue.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/grievance";
import { emptyGrievance, lodgeFromPost } from "./grievance-action.server.ts";

/**
 * Grievance redressal (decision 061): `/grievance` is the form, posted to itself without React in the browser;
 * the answer to a post is the confirmation with the grievance number, or the form again with its problems.
 */
export function loader() {
  return { state: "form" as const, values: emptyGrievance() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return lodgeFromPost(request, context.services, languageOf(request));
}

/** An answer to a post is one person's: never stored by a browser or a proxy. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Cache-Control": "no-store", "Retry-After": retryAfter } : new Headers();
};

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "grievance"));

export default function Grievance({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const inLanguage = useLanguagePath();
  const shown = actionData ?? loaderData;
  const tone = "rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900";
  return (
    <InfoPage title={t("grievance.title")}>
      {shown.state === "lodged" ? (
        <section aria-labelledby="lodged-heading" className="space-y-3 rounded border border-brand-700 bg-brand-50 p-4">
          <h2 id="lodged-heading" className="text-xl font-semibold">
            {t("grievance.lodged.title")}
          </h2>
          <p className="text-lg font-semibold">{t("grievance.lodged.number", { number: shown.number })}</p>
          <p>{t("grievance.lodged.keep")}</p>
          {shown.mailed ? <p>{t("grievance.lodged.mailed")}</p> : null}
          <p>{t("grievance.lodged.due", { date: formatDate(istDate(shown.dueAt), language) })}</p>
          <p>
            <a
              href={inLanguage(grievanceStatusPath(shown.number))}
              className="text-brand-700 underline underline-offset-2"
            >
              {t("grievance.lodged.follow")}
            </a>
          </p>
        </section>
      ) : (
        <>
          <p>{t("grievance.intro")}</p>
          <p>{t("grievance.ragging")}</p>
          <p>
            <a href={inLanguage("/grievance/status")} className="text-brand-700 underline underline-offset-2">
              {t("grievance.statusLink")}
            </a>
          </p>
          {shown.state === "invalid" ? (
            <p role="alert" className={tone}>
              {t("grievance.invalid")}
            </p>
          ) : shown.state === "too-many" ? (
            <p role="alert" className={tone}>
              {t("grievance.tooMany", { minutes: shown.minutes })}
            </p>
          ) : shown.state === "failed" ? (
            <p role="alert" className={tone}>
              {t("grievance.failed")}
            </p>
          ) : null}
          <GrievanceForm
            values={shown.values}
            consented={"consented" in shown && shown.consented}
            errors={shown.state === "invalid" ? shown.errors : {}}
          />
        </>
      )}
      <p>{t("grievance.contact", { phones: institution.phones.join(", "), email: institution.email })}</p>
    </InfoPage>
  );
}
