import { data } from "react-router";
import "~/messages/grievance-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { GrievanceAnswer, GrievanceStatusForm } from "~/components/grievance/grievance-status.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { NO_STORE, answerLookUp, lookUpHeaders } from "~/lib/forms/look-up.server.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { lookUpGrievance } from "~/models/grievances.server.ts";
import { readGrievanceStatusRequest } from "~/schemas/grievance.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/grievance-status";

/**
 * A grievance's status by its number and the mobile number or e-mail address given with it (decision 061), the way
 * `/application-status` answers (decision 057): a GET form without React; every look-up counts toward the
 * `grievance` limit (the form's: a look-up is a guess) before the database is asked; an unknown number and a wrong
 * contact get one and the same answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = readGrievanceStatusRequest(new URL(request.url).searchParams);
  if (asked.state === "form") return data({ state: "form" as const, values: asked.values }, { headers: NO_STORE });
  return answerLookUp(asked, context.services.forms, "grievance", async (question) => {
    const found = await lookUpGrievance(context.services.db, question);
    if (!found.found) return undefined;
    const { number, status, category, dueAt, history } = found;
    return { number, status, category, dueAt, history };
  });
}

export const headers: Route.HeadersFunction = lookUpHeaders;

export const handle: RouteHandle = { stickyEnquiry: false };

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "grievance.status"), {
    noindex: args.loaderData !== undefined && args.loaderData.state !== "form",
  });

export default function GrievanceStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const tone = "rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900";
  return (
    <InfoPage title={t("grievance.status.title")}>
      {loaderData.state === "found" ? (
        <>
          <GrievanceAnswer answer={loaderData.answer} />
          <p>
            <a href={inLanguage("/grievance/status")} className="text-brand-700 underline underline-offset-2">
              {t("grievance.status.another")}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t("grievance.status.intro")}</p>
          {loaderData.state === "invalid" ? (
            <p role="alert" className={tone}>
              {t("grievance.invalid")}
            </p>
          ) : loaderData.state === "not-found" ? (
            <p role="alert" className={tone}>
              {t("grievance.status.notFound")}
            </p>
          ) : loaderData.state === "too-many" ? (
            <p role="alert" className={tone}>
              {t("grievance.tooMany", { minutes: loaderData.minutes })}
            </p>
          ) : null}
          <GrievanceStatusForm
            values={loaderData.values}
            errors={loaderData.state === "invalid" ? loaderData.errors : {}}
          />
        </>
      )}
      <p>
        <a href={inLanguage("/grievance")} className="text-brand-700 underline underline-offset-2">
          {t("grievance.status.lodge")}
        </a>
      </p>
      <p>{t("grievance.contact", { phones: institution.phones.join(", "), email: institution.email })}</p>
    </InfoPage>
  );
}
