import { Link } from "react-router";
import { useT } from "~/lib/language.tsx";
import { institution } from "~/settings/institution.ts";

/** The console's plain header: the college's name and the way back to the public site. */
export function StaffHeader() {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/admin" className="font-bold">
          {institution.shortName} · {t("staff.console")}
        </Link>
        <Link to="/" className="text-sm underline">
          {t("site.publicSite")}
        </Link>
      </div>
    </header>
  );
}
