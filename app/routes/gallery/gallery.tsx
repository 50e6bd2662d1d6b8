import "~/messages/static-page-messages.ts";
import { AlbumGrid } from "~/components/gallery/album-grid.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { type Album, listAlbums } from "~/models/gallery.server.ts";
import type { Route } from "./+types/gallery";

/** A failed album list is logged and the page shows no albums (spec §8: silently ignored), never an error page. */
export async function loader({ context }: Route.LoaderArgs) {
  let albums: Album[] = [];
  try {
    albums = await listAlbums(context.services.db);
  } catch (error) {
    context.services.logError(error, "gallery: could not load the albums");
  }
  return { albums };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "gallery"));

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t("gallery.title")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <AlbumGrid albums={loaderData.albums} />
      </div>
    </>
  );
}
