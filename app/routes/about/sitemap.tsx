import "~/messages/static-page-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { SiteMapList } from "~/components/content/site-map-list.tsx";
import { siteMapSections } from "~/core/site-map.ts";
import { websitePolicyLinks } from "~/core/website-policies.ts";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { listPublishedAddedPaths } from "~/models/added-pages.server.ts";
import { listAlbums } from "~/models/gallery.server.ts";
import { languageOfPath } from "~/messages/language-path.ts";
import { readSiteMenu } from "~/models/menu.server.ts";
import { listPublishedPageTitles, listTranslatedPageTitles } from "~/models/page-titles.server.ts";
import { albumPath, publicPaths } from "~/route-list.ts";
import type { Route } from "./+types/sitemap";
import { catalogueTitles } from "./sitemap-titles.ts";

/**
 * The HTML site map (GIGW 3.0, decision 051): the menus as they are stored, and every other address of the XML
 * sitemap, read when asked, so a page an editor adds or an album appears at once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const language = languageOfPath(new URL(request.url).pathname);
  const [menu, titles, translated, added, albums] = await Promise.all([
    readSiteMenu(db, language),
    listPublishedPageTitles(db),
    language === "en" ? ({} as Record<string, string>) : listTranslatedPageTitles(db, language),
    listPublishedAddedPaths(db),
    listAlbums(db),
  ]);
  return {
    menu,
    titles,
    translated,
    language,
    paths: publicPaths(added, []),
    // An album's title has no Hindi (decision 071).
    albums: albums.map((album) => ({
      to: albumPath(album.galleryCode),
      label: album.title,
      ...(language === "en" ? {} : { lang: "en" as const }),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "sitemap"));

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { menu, titles, translated, language, paths, albums } = loaderData;
  // A page's name: in English its document's title, else the catalogue's; in another language its title's
  // translation, else the catalogue's, else the English title.
  const nameOf = (path: string) => {
    const key = catalogueTitles[path.slice(1)];
    const lower = path.toLowerCase();
    const catalogue = key ? t(key) : undefined;
    if (language === "en") return { label: titles[lower] ?? catalogue ?? path };
    const label = translated[lower] ?? catalogue;
    return label ? { label } : { label: titles[lower] ?? path, lang: "en" as const };
  };
  const sections = siteMapSections(
    {
      menu,
      policies: websitePolicyLinks.map((link) => ({ to: link.to, label: t(link.label) })),
      pages: paths.map((path) => ({ to: path, ...nameOf(path) })),
      albums,
    },
    {
      main: t("sitemap.mainMenu"),
      quickLinks: t("footer.quickLinks"),
      policies: t("footer.policies"),
      otherPages: t("sitemap.otherPages"),
      albums: t("sitemap.albums"),
    },
  );
  return (
    <InfoPage title={t("sitemap.title")} wide>
      <p>{t("sitemap.intro")}</p>
      <SiteMapList sections={sections} />
    </InfoPage>
  );
}
