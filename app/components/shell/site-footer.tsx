import type { ReactNode } from "react";
import { Link } from "~/components/router-links.tsx";
import { FooterEnquiryForm } from "~/components/forms/footer-enquiry-form.tsx";
import { useReturnPath } from "~/components/forms/use-return-path.ts";
import type { MenuLink } from "~/core/menu.ts";
import { websitePolicyLinks } from "~/core/website-policies.ts";
import { DrawnOnce } from "~/lib/drawn-once.tsx";
import { Icon } from "~/components/icon.tsx";
import { useT } from "~/lib/language.tsx";
import type { NewsItem } from "~/models/news.server.ts";
import { type CollegeNames, institution } from "~/settings/institution.ts";
import { SmartLink } from "../smart-link.tsx";
import { MapFacade } from "./map-facade.tsx";
import { telHref } from "~/core/tel-href.ts";

/** One of the footer's columns: a section named by its heading. */
function FooterSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function SiteFooter({
  links,
  socialLinks,
  year,
  college,
}: {
  links: readonly MenuLink[];
  socialLinks: NewsItem[];
  year: number;
  /** The college's name and address in the page's language (the shell's data; English when it could not load). */
  college?: CollegeNames;
}) {
  const t = useT();
  const returnTo = useReturnPath();
  const name = college?.name ?? institution.name;
  const address = `${college?.address ?? institution.address.lines.join(", ")} – ${institution.address.pin}`;
  return (
    <footer className="no-print bg-brand-900 text-slate-100">
      <div id="footer-enquiry-form" className="border-b border-brand-700">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <div className="rounded-lg bg-white p-4 text-slate-900 md:p-6">
            <FooterEnquiryForm id="footer-enquiry" heading={t("forms.footer.heading")} returnTo={returnTo} wide />
          </div>
        </div>
      </div>
      {/* The same on every page of a language until the links or the year change. */}
      <DrawnOnce as="div" part="footer-links" of={[links, socialLinks]} variant={() => `${year} ${name} ${address}`}>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
          <FooterSection id="footer-links" heading={t("footer.quickLinks")}>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {links.map((link) => (
                <li key={link.id}>
                  <Link to={link.to} lang={link.lang} className="hover:text-accent-400 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <SmartLink
              to={institution.appStoreUrl}
              className="mt-6 inline-flex items-center gap-2 rounded-lg border border-slate-400 bg-black px-4 py-2 text-sm font-semibold text-white"
            >
              <Icon shape="play" />
              {t("footer.appBadge")}
            </SmartLink>
          </FooterSection>
          <FooterSection id="footer-contact" heading={t("footer.contact")}>
            <address className="space-y-3 text-sm not-italic">
              <p>
                <span className="block font-semibold">{t("footer.address")}</span>
                {name}
                <br />
                {address}
              </p>
              <p>
                <span className="block font-semibold">{t("footer.phone")}</span>
                {institution.phones.map((phone, i) => (
                  <span key={phone}>
                    {i > 0 ? ", " : null}
                    <a href={telHref(phone)} className="hover:underline">
                      {phone}
                    </a>
                  </span>
                ))}
              </p>
              <p>
                <span className="block font-semibold">{t("footer.email")}</span>
                <a href={`mailto:${institution.email}`} className="hover:underline">
                  {institution.email}
                </a>
              </p>
            </address>
            <p className="mt-3 text-sm">
              <Link to="/grievance" className="underline hover:text-accent-400">
                {t("footer.grievance")}
              </Link>
            </p>
          </FooterSection>
          <FooterSection id="footer-follow" heading={t("footer.follow")}>
            <ul className="flex flex-wrap gap-3 text-sm">
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <SmartLink
                    to={link.targetLink}
                    className="inline-block rounded border border-slate-400 px-3 py-1 hover:bg-white hover:text-brand-900"
                  >
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </FooterSection>
          <FooterSection id="footer-map" heading={t("footer.map")}>
            <MapFacade name={name} />
          </FooterSection>
        </div>
        <nav aria-label={t("footer.policies")} className="border-t border-brand-700">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-5 gap-y-2 px-4 py-4 text-sm">
            {websitePolicyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline hover:text-accent-400">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-brand-700">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
            <p>{t("footer.copyright", { year, name })}</p>
            <a href="#top" className="rounded bg-accent-400 px-3 py-1 font-semibold text-slate-900 hover:bg-accent-500">
              <Icon shape="up" className="me-1.5" />
              {t("footer.scrollTop")}
            </a>
          </div>
        </div>
      </DrawnOnce>
    </footer>
  );
}
