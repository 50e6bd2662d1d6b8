import { data, useMatches, useRouteLoaderData } from "react-router";
import type { NoticeShown } from "~/core/privacy-notice.ts";
import "~/messages/guardian-consent-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { formatDate, istDate } from "~/core/format-date.ts";
import { useLanguage, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { confirmByLink, findGuardianLink } from "~/models/guardian-consents.server.ts";
import { collegeOf } from "~/lib/college-of.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/guardian-consent";

/** One family's page: never kept by a browser, a proxy or the page cache (server/page-cache/cache-key.ts). */
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * A guardian's consent link (decision 068): a page the server draws whole, without React. A live link shows what the
 * guardian consents to — the application ID, the privacy notice, until when the link works — and a button; nothing
 * else about the applicant. Consent is a POST (a mail scanner that opens the link consents to nothing). An unknown,
 * replaced, used or expired link gets one message and the way forward: the office.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await findGuardianLink(context.services.db, params.token);
  return data(
    link
      ? { state: "live" as const, reference: link.reference, expiresAt: link.expiresAt }
      : { state: "invalid" as const },
    { headers: NO_STORE },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const reference = await confirmByLink(context.services.db, params.token);
  return data(reference ? { state: "done" as const, reference } : { state: "invalid" as const }, {
    headers: NO_STORE,
  });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const handle: RouteHandle = { stickyEnquiry: false };

/** A token's page is no page for search engines. */
export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "guardianConsent"), { noindex: true, social: false });

export default function GuardianConsent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const college = collegeOf(useMatches());
  // The privacy notice the public shell's loader drew in the page's language (decision 064); the one route serves both
  // languages inside the shell of app/routes.ts's first layout.
  const shell = useRouteLoaderData("routes/site-layout") as { privacyNotice?: NoticeShown } | undefined;
  const notice = shell?.privacyNotice;
  const state = actionData ?? loaderData;
  const contact = { phones: institution.phones.join(", "), email: institution.email };
  return (
    <InfoPage title={t("guardianConsent.title")}>
      {state.state === "done" ? (
        <p role="status" className="rounded border-l-4 border-brand-700 bg-brand-50 p-3 font-semibold">
          {t("guardianConsent.done", { reference: state.reference })}
        </p>
      ) : state.state === "invalid" ? (
        <>
          <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {t("guardianConsent.invalid")}
          </p>
          <p>{t("guardianConsent.wayForward", contact)}</p>
        </>
      ) : (
        <>
          <p>{t("guardianConsent.intro", { college: college.name, reference: state.reference })}</p>
          <p>{t("guardianConsent.what", contact)}</p>
          {notice ? (
            <div
              className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
              dangerouslySetInnerHTML={{ __html: notice.body }}
            />
          ) : null}
          <p>{t("guardianConsent.until", { date: formatDate(istDate(state.expiresAt), language) })}</p>
          <form method="post">
            <button
              type="submit"
              className="rounded bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t("guardianConsent.confirm")}
            </button>
          </form>
        </>
      )}
    </InfoPage>
  );
}
