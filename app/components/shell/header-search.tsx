import { SearchForm } from "~/components/search/search-form.tsx";
import { useT } from "~/lib/language.tsx";

/**
 * The header's search box. On phones a row of its own under the logo and menu button; from 640 px beside them; from
 * 1200 px, where the menu bar takes the row, behind a "Search" disclosure (<details>, so no script is needed).
 */
export function HeaderSearch() {
  const t = useT();
  return (
    <>
      <div className="order-last basis-full pb-2 sm:order-none sm:basis-auto sm:pb-0 nav:hidden">
        <SearchForm compact />
      </div>
      <details className="relative hidden nav:block">
        <summary className="cursor-pointer px-3 py-4 font-medium whitespace-nowrap hover:text-brand-700">
          {t("search.submit")}
        </summary>
        <div className="absolute top-full right-0 w-80 rounded border border-slate-200 bg-white p-3 shadow-lg">
          <SearchForm compact />
        </div>
      </details>
    </>
  );
}
