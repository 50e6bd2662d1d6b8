import type { ReactNode } from "react";
import { Link } from "~/components/router-links.tsx";
import { useT } from "~/lib/language.tsx";

/** Title banner with the page name and the breadcrumb Home > page name; every page but Home has one. */
export function PageBanner({ title }: { title: ReactNode }) {
  const t = useT();
  return (
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
        <nav aria-label={t("breadcrumb.label")} className="mt-3 text-sm">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/" className="underline underline-offset-2 hover:text-accent-400">
                {t("breadcrumb.home")}
              </Link>
            </li>
            <li aria-hidden="true">{t("breadcrumb.separator")}</li>
            <li aria-current="page" className="font-semibold">
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
