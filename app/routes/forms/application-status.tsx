import { data } from "react-router";
import "~/messages/application-status-messages.ts";
import { StatusAnswer } from "~/components/application-status/status-answer.tsx";
import { ReceiptControls, ReceiptForm } from "~/components/application-status/receipt-form.tsx";
import { StatusForm } from "~/components/application-status/status-form.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { NO_STORE, answerLookUp, lookUpHeaders } from "~/lib/forms/look-up.server.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { lookUpApplicationStatus } from "~/models/application-status.server.ts";
import { readStatusRequest } from "~/schemas/application-status.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/application-status";

/**
 * The application status look-up (decision 057): `/application-status?id=…&dateOfBirth=…`, a GET form that needs
 * no account and no script. Every look-up counts toward the address's limit before the database is asked; an
 * unknown ID and a wrong date of birth get one and the same answer. The page cache never keeps this page
 * (server/page-cache/cache-key.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const asked = readStatusRequest(query);
  if (asked.state === "form") {
    // Back from a refused receipt (app/routes/forms/application-receipt.ts): the look-up's own words.
    const receipt = query.get("receipt");
    const wait = Number(query.get("wait"));
    if (receipt === "limited" && Number.isInteger(wait) && wait > 0 && wait <= 1440) {
      return data({ state: "too-many" as const, values: asked.values, minutes: wait }, { headers: NO_STORE });
    }
    if (receipt === "refused") {
      return data({ state: "receipt-refused" as const, values: asked.values }, { headers: NO_STORE });
    }
    return data({ state: "form" as const, values: asked.values }, { headers: NO_STORE });
  }
  return answerLookUp(asked, context.services.forms, "status", async (question) => {
    const found = await lookUpApplicationStatus(context.services.db, question);
    if (!found.found) return undefined;
    const { reference, status, history, awaitingGuardian } = found;
    return { reference, status, history, awaitingGuardian };
  });
}

/** The loader's no-store on every answer, and how long a refused look-up must wait. */
export const headers: Route.HeadersFunction = lookUpHeaders;

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false };

/** The empty form is a page of the site; an answer, refused or not, is one person's and is not for search engines. */
export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "applicationStatus"), {
    noindex: args.loaderData !== undefined && args.loaderData.state !== "form",
  });

export default function ApplicationStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  return (
    <InfoPage title={t("applicationStatus.title")}>
      {loaderData.state === "found" ? (
        <>
          <StatusAnswer answer={loaderData.answer} />
          <ReceiptForm>
            <ReceiptControls id={loaderData.answer.reference} dateOfBirth={loaderData.values.dateOfBirth} />
          </ReceiptForm>
          <p>
            <a href={inLanguage("/application-status")} className="text-brand-700 underline underline-offset-2">
              {t("applicationStatus.another")}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t("applicationStatus.intro")}</p>
          <Outcome data={loaderData} />
          <StatusForm values={loaderData.values} errors={loaderData.state === "invalid" ? loaderData.errors : {}} />
        </>
      )}
      <p>{t("applicationStatus.contact", { phones: institution.phones.join(", "), email: institution.email })}</p>
    </InfoPage>
  );
}

/** The message above the form after a look-up that found nothing, was refused, or had problems. */
function Outcome({ data: outcome }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const tone = "rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900";
  switch (outcome.state) {
    case "invalid":
      return (
        <p role="alert" className={tone}>
          {t("applicationStatus.invalid")}
        </p>
      );
    case "not-found":
      return (
        <p role="alert" className={tone}>
          {t("applicationStatus.notFound")}
        </p>
      );
    case "receipt-refused":
      return (
        <p role="alert" className={tone}>
          {t("applicationStatus.receipt.refused")}
        </p>
      );
    case "too-many":
      return (
        <p role="alert" className={tone}>
          {t("applicationStatus.tooMany", { minutes: outcome.minutes })}
        </p>
      );
    default:
      return null;
  }
}
