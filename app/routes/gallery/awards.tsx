import { type FailureText, RouteError } from "~/components/route-error.tsx";
import { ThumbnailGrid } from "~/components/gallery/thumbnail-grid.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { listAwards } from "~/models/awards.server.ts";
import type { Route } from "./+types/awards";
import type { RouteHandle } from "~/lib/route-handle.ts";

/** The lightbox runs in the browser. */
export const handle: RouteHandle = { hydrate: true };

export async function loader({ context }: Route.LoaderArgs) {
  return { awards: await listAwards(context.services.db) };
}

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, args.loaderData ? pageHead(args.matches, "awards") : undefined);

export default function Awards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t("awards.title")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {loaderData.awards.length === 0 ? (
          <p className="text-lg">{t("awards.none")}</p>
        ) : (
          <ThumbnailGrid
            label={t("awards.title")}
            pictures={loaderData.awards.map((award, i) => ({
              mediaId: award.mediaId,
              caption: award.caption,
              fallbackName: t("awards.number", { number: i + 1 }),
              width: award.width,
              height: award.height,
            }))}
            columnClass="sm:grid-cols-2 md:grid-cols-3"
            sizes="(min-width: 1280px) 400px, (min-width: 768px) calc(33vw - 1.5rem), (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)"
            fit="contain"
          />
        )}
      </div>
    </>
  );
}

/** A failed load says so in the gallery's words, with a Retry. */
const awardsFailure: FailureText = {
  title: "awards.title",
  heading: "gallery.loadFailed",
  text: "gallery.loadFailedHelp",
  retry: "gallery.retry",
  retrying: "gallery.retrying",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} failure={awardsFailure} />;
}
