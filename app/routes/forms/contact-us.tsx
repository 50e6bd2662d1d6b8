import { InfoPage } from "~/components/content/info-page.tsx";
import { ContactForm } from "~/components/forms/contact-form.tsx";
import { transportFailure } from "~/components/forms/use-visitor-form.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { addContactMessage } from "~/models/contact-messages.server.ts";
import { contactSchema } from "~/schemas/forms/contact.ts";
import { useMatches } from "react-router";
import { collegeOf } from "~/lib/college-of.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/contact-us";
import { handleFormPost } from "./form-action.server.ts";
import { telHref } from "~/core/tel-href.ts";

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "formsPage.contact"));

/** Contact messages from this page and from the home page's variant (spec §2, §3, §5). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  return handleFormPost({
    request,
    services,
    kind: "contact",
    limit: "contact",
    schema: contactSchema,
    async store(value, _envelope, once, consent) {
      await addContactMessage(services.forms.database, value, services.forms.mail, once, consent);
      return { ok: true };
    },
  });
}

/** A post that never got an answer still ends in the failure toast, with the form kept as typed. */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return transportFailure("contact", translator(languageOf(request))("forms.failed"));
  }
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const t = useT();
  const college = collegeOf(useMatches());
  return (
    <InfoPage title={t("formsPage.contact.title")} wide>
      <div className="grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="reach-us" className="space-y-4">
          <h2 id="reach-us" className="text-2xl font-bold text-brand-900">
            {t("forms.contact.reach")}
          </h2>
          <address className="space-y-4 not-italic">
            <div>
              <span className="block font-semibold">{t("forms.contact.phone")}</span>
              <ul>
                {institution.phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)} className="text-brand-700 underline">
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <p>
              <span className="block font-semibold">{t("forms.contact.email")}</span>
              <a href={`mailto:${institution.email}`} className="text-brand-700 underline">
                {institution.email}
              </a>
            </p>
            <p>
              <span className="block font-semibold">{t("forms.contact.address")}</span>
              {college.name}
              <br />
              {college.address}
              <br />
              {t("forms.contact.pin", { pin: institution.address.pin })}
            </p>
          </address>
        </section>
        <div id="contact-form" className="lg:col-span-2">
          <ContactForm id="contact" serverReply={actionData} returnTo={actionData?.returnTo} />
        </div>
      </div>
    </InfoPage>
  );
}
