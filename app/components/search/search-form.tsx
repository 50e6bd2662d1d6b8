import { useId } from "react";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { SEARCH_QUERY_MAX } from "~/core/search/limits.ts";

/**
 * The site search's form: a plain GET to /search (/hi/search on a Hindi page), so it works without JavaScript. The header shows it on every
 * public page (compact), the results page at full width with the query filled in.
 */
export function SearchForm({ query = "", compact = false }: { query?: string; compact?: boolean }) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const id = useId();
  return (
    <form
      method="get"
      action={inLanguage("/search")}
      role="search"
      aria-label={t("search.label")}
      className={`flex items-center gap-1 ${compact ? "text-sm" : ""}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        className={`min-w-0 flex-1 rounded border border-slate-400 px-2 ${compact ? "h-9 w-full sm:w-36" : "h-11 max-w-xl"}`}
      />
      <button
        type="submit"
        className={`shrink-0 rounded bg-brand-700 px-3 font-medium text-white hover:bg-brand-900 ${compact ? "h-9" : "h-11"}`}
      >
        {t("search.submit")}
      </button>
    </form>
  );
}
