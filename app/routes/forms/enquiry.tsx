import type { ShouldRevalidateFunction } from "react-router";
import { Link } from "~/components/router-links.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { FooterEnquiryForm } from "~/components/forms/footer-enquiry-form.tsx";
import { QuickEnquiryForm } from "~/components/forms/quick-enquiry-form.tsx";
import { transportFailure, useHydrated } from "~/components/forms/use-visitor-form.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { addFooterEnquiry, addQuickEnquiry } from "~/models/enquiries.server.ts";
import { listProgrammeChoices } from "~/models/programmes.server.ts";
import { CaptchaReplayedError } from "~/models/submissions.server.ts";
import { FORM_FIELD } from "~/schemas/forms/envelope.ts";
import { footerEnquirySchema } from "~/schemas/forms/footer-enquiry.ts";
import { quickEnquirySchema } from "~/schemas/forms/quick-enquiry.ts";
import type { Route } from "./+types/enquiry";
import { decoyReference, handleFormPost, readForm } from "./form-action.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { programmes: await listProgrammeChoices(context.services.db) };
}

/** A form post changes nothing this page loads: keep the loaded lists instead of fetching them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "formsPage.enquiry"));

/**
 * Both enquiry forms post here: the quick enquiry (with its captcha, spent in the same transaction as the
 * enquiry) and the footer enquiry (form=footer-enquiry, from the footer or the "Enquiry Now" modal).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const { forms } = services;
  const formData = await readForm(request);
  if (formData.get(FORM_FIELD) === "footer-enquiry") {
    return handleFormPost({
      request,
      formData,
      services,
      kind: "footer-enquiry",
      limit: "footer-enquiry",
      schema: footerEnquirySchema,
      async store(value, _envelope, once, consent) {
        await addFooterEnquiry(forms.database, value, forms.mail, once, consent);
        return { ok: true };
      },
    });
  }
  return handleFormPost({
    request,
    formData,
    services,
    kind: "enquiry",
    limit: "enquiry",
    schema: quickEnquirySchema,
    decoy: decoyReference("EQ"),
    async store(value, envelope, once, consent) {
      const verdict = await forms.checkCaptcha(envelope.captcha);
      if (!verdict.ok) return { ok: false, captcha: true };
      try {
        const stored = await addQuickEnquiry(forms.database, value, verdict.spend, forms.mail, once, consent);
        return stored.ok
          ? { ok: true, reference: stored.value.reference }
          : { ok: false, fieldErrors: stored.fieldErrors };
      } catch (error) {
        if (error instanceof CaptchaReplayedError) return { ok: false, captcha: true };
        throw error;
      }
    },
  });
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const kind = (await request.clone().formData()).get(FORM_FIELD) === "footer-enquiry" ? "footer-enquiry" : "enquiry";
  try {
    return await serverAction();
  } catch {
    return transportFailure(kind, translator(languageOf(request))("forms.failed"));
  }
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const hydrated = useHydrated();
  return (
    <InfoPage title={t("formsPage.enquiry.title")}>
      {actionData?.form === "footer-enquiry" ? (
        <section id="footer-enquiry-retry" className="rounded border border-slate-300 p-4">
          <FooterEnquiryForm
            id="footer-enquiry-page"
            heading={t("forms.footer.heading")}
            serverReply={actionData}
            returnTo={actionData.returnTo}
          />
        </section>
      ) : null}
      <p>{t("forms.enquiry.intro")}</p>
      {/* The form appears once the page runs (its captcha needs JavaScript): its space is kept from the first paint,
          so nothing below it moves when it does (its height at phone and at tablet-and-wider widths). */}
      <div id="enquiry-form" className="min-h-[737px] md:min-h-[484px]">
        <noscript>
          <p className="rounded border-l-4 border-accent-500 bg-amber-50 p-3">
            {t("forms.captcha.noScript")}{" "}
            <a href={inLanguage("/contact-us")} className="font-semibold text-brand-700 underline">
              {t("forms.captcha.contactLink")}
            </a>
          </p>
        </noscript>
        {hydrated ? <QuickEnquiryForm id="quick-enquiry" programmes={loaderData.programmes} captchaOnFirstUse /> : null}
      </div>
      <p>
        <Link to="/contact-us" className="text-brand-700 underline">
          {t("forms.captcha.contactLink")}
        </Link>
      </p>
    </InfoPage>
  );
}
