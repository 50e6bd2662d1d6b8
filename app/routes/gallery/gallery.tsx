import { AlbumGrid } from "~/components/gallery/album-grid.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { t } from "~/messages/en.ts";
import { type Album, listAlbums } from "~/models/gallery.server.ts";
import type { Route } from "./+types/gallery";

/** A failed album list is logged and the page shows no albums (spec §8: silently ignored), never an error page. */
export async function loader({ context }: Route.LoaderArgs) {
  let albums: Album[] = [];
  try {
    albums = await listAlbums(context.services.db);
  } catch (error) {
    console.error("gallery: could not load the albums", error);
  }
  return { albums };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: t("gallery.title"),
    description:
      "Photo albums of the college: annual day, industrial visits, sports meets and a tour of the campus and its laboratories.",
    location,
    matches,
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={t("gallery.title")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <AlbumGrid albums={loaderData.albums} />
      </div>
    </>
  );
}
