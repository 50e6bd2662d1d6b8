import { type ShouldRevalidateFunction, data } from "react-router";
import { InfoPage } from "~/components/content/info-page.tsx";
import { AdmissionForm } from "~/components/forms/admission-form.tsx";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { loadPart } from "~/messages/load-language.ts";
import { findDraft } from "~/models/application-drafts.server.ts";
import { listProgrammeChoices } from "~/models/programmes.server.ts";
import { findUpload } from "~/models/uploads.server.ts";
import type { Route } from "./+types/gpcet-form-resume";

/** One person's form: never kept by a browser, a proxy or the page cache (server/page-cache/cache-key.ts). */
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * A draft's resume page (decision 067): `/gpcet-form/resume?token=…` from the mailed link, in the link's language.
 * A live draft shows the admission form filled as it was saved, its photo kept and its Aadhaar/UID number shown by
 * its last four digits only; the form posts to `/gpcet-form`, carrying the token in a hidden field. An expired, used
 * or tampered token gets one message and a way to a new form (410). The token is in the query, which the server's
 * log leaves out, and the page sends no Referer to another site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { forms } = context.services;
  const t = translator(languageOf(request));
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const draft = await findDraft(forms.database.db, token);
  if (!draft || !token) {
    return data(
      {
        state: "gone" as const,
        title: t("drafts.linkGone.title"),
        text: t("drafts.linkGone.text"),
        action: t("drafts.linkGone.action"),
      },
      { status: 410, headers: NO_STORE },
    );
  }
  const upload = draft.photoRecord ? await findUpload(forms.database.db, draft.photoRecord) : undefined;
  const photo =
    upload && upload.attached === 0
      ? { record: upload.record, previewUrl: forms.photoPreviewUrl(upload.record) }
      : undefined;
  const reply: FormReply = {
    form: "admission",
    outcome: "saved",
    message: t("drafts.resumed"),
    result: {
      initialValue: {
        ...Object.fromEntries(Object.entries(draft.fields).filter((entry): entry is [string, string] => !!entry[1])),
        email: draft.email,
        ...(photo ? { photoRecord: photo.record } : {}),
      },
    },
    ...(photo ? { photo } : {}),
    draft: { token, idProofLast4: draft.idProofLast4 },
  };
  return data(
    { state: "draft" as const, programmes: await listProgrammeChoices(context.services.db), reply },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** A post from this page goes to /gpcet-form: loading the draft again would only find it ended. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

/**
 * Not for search engines; no Referer to carry the token off the site ("same-origin": "no-referrer" would make the
 * browser send `Origin: null` with the form's post, which the server refuses as from another site).
 */
export const meta: Route.MetaFunction = (args) => [
  ...contentMeta(args, pageHead(args.matches, "formsPage.admission"), { noindex: true }),
  { name: "referrer", content: "same-origin" },
];

/** On a client-side navigation, the form's texts arrive with its data (app/messages/load-language.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadPart("admission", languageOf(request))]);
  return loaded;
}

export default function GpcetFormResume({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  if (loaderData.state === "gone") {
    return (
      <InfoPage title={loaderData.title}>
        <p>{loaderData.text}</p>
        <p>
          <a href={inLanguage("/gpcet-form")} className="font-semibold underline underline-offset-2">
            {loaderData.action}
          </a>
        </p>
      </InfoPage>
    );
  }
  return (
    <InfoPage title={t("formsPage.admission.title")} wide>
      <p className="max-w-3xl">{t("forms.admission.intro")}</p>
      <div id="admission-form">
        <AdmissionForm programmes={loaderData.programmes} serverReply={loaderData.reply} />
      </div>
    </InfoPage>
  );
}
