import "~/messages/static-page-messages.ts";
import { useMatches } from "react-router";
import { untranslatedOf } from "~/lib/revised.ts";
import { useT } from "~/lib/language.tsx";

/**
 * On a Hindi page some of whose texts have no current Hindi (new or changed in English since they were translated),
 * a short notice that those parts are in English (decision 066): never outdated Hindi, and never English unexplained.
 */
export function UntranslatedNotice() {
  const t = useT();
  if (untranslatedOf(useMatches()) === 0) return null;
  return (
    <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {t("content.untranslated")}
    </p>
  );
}
