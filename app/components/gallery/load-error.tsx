import { isRouteErrorResponse, useRevalidator } from "react-router";
import { NotFound } from "~/components/not-found.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { useT } from "~/lib/language.tsx";

/**
 * A page's error boundary: 404 answers the site's not-found page; any other failure says so and offers a retry
 * that loads the page's data again, instead of a spinner that never ends.
 */
export function LoadError({ error, title }: { error: unknown; title: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const retrying = revalidator.state === "loading";
  return (
    <>
      <PageBanner title={title} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <div role="alert" className="space-y-2">
          <h2 className="text-xl font-bold text-brand-900">{t("gallery.loadFailed")}</h2>
          <p>{t("gallery.loadFailedHelp")}</p>
        </div>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={retrying}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {retrying ? (
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-white/50 border-t-white motion-safe:animate-spin"
            />
          ) : null}
          {retrying ? t("gallery.retrying") : t("gallery.retry")}
        </button>
      </div>
    </>
  );
}
