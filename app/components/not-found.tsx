import { Link } from "react-router";
import { useT } from "~/lib/language.tsx";
import { FrameTitle } from "./frame.tsx";

export function NotFound() {
  const t = useT();
  return (
    <>
      <FrameTitle title={t("notFound.title")} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-7xl font-black text-brand-700" aria-hidden="true">
          {t("notFound.code")}
        </p>
        <p className="mt-4 text-lg">{t("notFound.text")}</p>
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
