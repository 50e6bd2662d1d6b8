import type { ShouldRevalidateFunction } from "react-router";
import { InfoPage } from "~/components/content/info-page.tsx";
import { AlumniForm } from "~/components/forms/alumni-form.tsx";
import { transportFailure } from "~/components/forms/use-visitor-form.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { listAlumniCourses } from "~/models/alumni-courses.server.ts";
import { addAlumniFeedback } from "~/models/alumni-feedback.server.ts";
import { alumniSchema } from "~/schemas/forms/alumni.ts";
import { loadPart } from "~/messages/load-language.ts";
import type { Route } from "./+types/alumni-speaks";
import { handleFormPost } from "./form-action.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await listAlumniCourses(context.services.db) };
}

/** A form post changes nothing this page loads: keep the loaded lists instead of fetching them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "formsPage.alumni"));

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  return handleFormPost({
    request,
    services,
    kind: "alumni",
    limit: "alumni",
    schema: alumniSchema,
    async store(value, _envelope, once, consent) {
      const stored = await addAlumniFeedback(services.forms.database, value, services.forms.mail, once, consent);
      return stored.ok ? { ok: true } : { ok: false, fieldErrors: stored.fieldErrors };
    },
  });
}

/** On a client-side navigation to this page, its form's texts arrive with its data (app/messages/load-language.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPart("alumni", languageOf(request))]);
  return data;
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return transportFailure("alumni", translator(languageOf(request))("forms.failed"));
  }
}

export default function AlumniSpeaks({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("formsPage.alumni.title")}>
      <p>{t("forms.alumni.intro")}</p>
      <div id="alumni-form">
        <AlumniForm courses={loaderData.courses} serverReply={actionData} />
      </div>
    </InfoPage>
  );
}
