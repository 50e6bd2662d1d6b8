import { Link } from "~/components/router-links.tsx";
import { useT } from "~/lib/language.tsx";
import { FrameTitle } from "./frame.tsx";

/** The 404 page; `gone` makes it the 410 of a page an editor deleted (decision 049). */
export function NotFound({ gone = false }: { gone?: boolean }) {
  const t = useT();
  return (
    <>
      <FrameTitle title={t(gone ? "gone.title" : "notFound.title")} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-7xl font-black text-brand-700" aria-hidden="true">
          {t(gone ? "gone.code" : "notFound.code")}
        </p>
        <p className="mt-4 text-lg">{t(gone ? "gone.text" : "notFound.text")}</p>
        <Link
          to="/"
          className="mt-8 inline-block rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t("notFound.returnHome")}
        </Link>
      </div>
    </>
  );
}
