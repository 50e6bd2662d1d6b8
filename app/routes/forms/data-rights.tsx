import { data } from "react-router";
import "~/messages/data-rights-messages.ts";
import { DataRightsForm } from "~/components/data-rights/data-rights-form.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { formatDate, istDate } from "~/core/format-date.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { messageText } from "~/messages/message-ref.ts";
import { createDataRightsRequest } from "~/models/data-rights.server.ts";
import {
  DATA_RIGHTS_FIELDS,
  type DataRightsField,
  type DataRightsValues,
  readDataRightsPost,
} from "~/schemas/data-rights.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/data-rights";
import { consentToStore, postedConsent } from "~/lib/forms/posted-consent.server.ts";

const EMPTY = Object.fromEntries(DATA_RIGHTS_FIELDS.map((field) => [field, ""])) as DataRightsValues;
const NO_STORE = { "Cache-Control": "no-store" };

/** The empty form: a page of the site, the same for everyone. */
export function loader() {
  return { values: EMPTY };
}

/**
 * A data-rights request (decision 063): counted toward the address's limit, read by the schema, stored with a new
 * number and, when an e-mail address was given, its confirmation queued. The answer names the request's number and
 * deadline only; whether the application ID named exists is never said (the office finds out in the console).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const language = languageOf(request);
  const t = translator(language);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const consent = postedConsent(form);
  const consented = consent.given;
  const rate = await services.forms.allowPost("data-rights");
  if (!rate.allowed) {
    return data(
      { state: "too-many" as const, values: EMPTY, consented, minutes: rate.retryAfterMinutes },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(rate.retryAfterMinutes * 60) } },
    );
  }
  const read = readDataRightsPost(form);
  if (!read.ok || !consent.given) {
    const errors: Partial<Record<DataRightsField | "consent", string>> = Object.fromEntries(
      Object.entries(read.ok ? {} : read.errors).map(([field, ref]) => [field, messageText(t, ref)]),
    );
    // The privacy notice's box is required on every form that collects personal data (decision 064).
    if (!consent.given) errors.consent = t("forms.error.consent");
    return data(
      { state: "invalid" as const, values: read.values, consented, errors },
      { status: 400, headers: NO_STORE },
    );
  }
  try {
    const stored = await createDataRightsRequest(
      services.forms.database,
      {
        ...read.value,
        language,
        consent: await consentToStore(services.forms.database.db, consent.version, language),
      },
      services.siteUrl,
    );
    if (stored.mailed) services.forms.mail.queued();
    return data(
      {
        state: "sent" as const,
        reference: stored.reference,
        due: formatDate(istDate(stored.dueAt), language),
        mailed: stored.mailed,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    services.forms.logError(error, "storing a data-rights request failed");
    return data({ state: "failed" as const, values: read.values, consented }, { status: 500, headers: NO_STORE });
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (actionHeaders.has("Cache-Control")) {
    return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
  }
  return loaderHeaders;
};

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false };

/** The form is a page of the site (an answer to a post is no address a search engine finds). */
export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "dataRights"));

export default function DataRights({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const contact = t("dataRights.contact", { phones: institution.phones.join(", "), email: institution.email });
  if (actionData?.state === "sent") {
    return (
      <InfoPage title={t("dataRights.title")}>
        <section
          aria-labelledby="data-rights-sent"
          className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
        >
          <h2 id="data-rights-sent" className="text-xl font-bold">
            {t("dataRights.sent.heading", { reference: actionData.reference })}
          </h2>
          <p className="mt-2">{t("dataRights.sent.text", { reference: actionData.reference, due: actionData.due })}</p>
          {actionData.mailed ? <p className="mt-2">{t("dataRights.sent.mailed")}</p> : null}
        </section>
        <p>
          <a href={inLanguage("/data-rights")} className="text-brand-700 underline underline-offset-2">
            {t("dataRights.sent.another")}
          </a>
        </p>
        <p>{contact}</p>
      </InfoPage>
    );
  }
  const values = actionData?.values ?? loaderData.values;
  const alert = (text: string) => (
    <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
      {text}
    </p>
  );
  return (
    <InfoPage title={t("dataRights.title")}>
      <p>{t("dataRights.intro")}</p>
      <p>{t("dataRights.deadline")}</p>
      {actionData?.state === "invalid" ? alert(t("dataRights.invalid")) : null}
      {actionData?.state === "too-many" ? alert(t("dataRights.tooMany", { minutes: actionData.minutes })) : null}
      {actionData?.state === "failed" ? alert(t("dataRights.failed")) : null}
      <DataRightsForm
        values={values}
        consented={actionData !== undefined && "consented" in actionData && actionData.consented}
        errors={actionData?.state === "invalid" ? actionData.errors : {}}
      />
      <p>{contact}</p>
    </InfoPage>
  );
}
