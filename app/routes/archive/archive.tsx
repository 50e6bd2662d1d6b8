import "~/messages/static-page-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { formatDate, istDate } from "~/core/format-date.ts";
import { useLanguage, useLanguagePath, useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { type DatedNewsItem, datedNewsKinds, listArchivedNews } from "~/models/news.server.ts";
import type { Language } from "~/messages/catalogue.ts";
import { languageOfPath, languagePrefixes } from "~/messages/language-path.ts";
import type { Route } from "./+types/archive";

/** The site's feeds in a language (server/feeds.ts: the Hindi ones under /hi), announced to feed readers and listed. */
const feedLinks = (language: Language) =>
  [
    { href: `${languagePrefixes[language]}/feeds/news.xml`, title: "archive.feed.SN" },
    { href: `${languagePrefixes[language]}/feeds/notices.xml`, title: "archive.feed.NB" },
  ] as const;

export const meta: Route.MetaFunction = (args) => {
  const head = pageHead(args.matches, "archive");
  return [
    ...contentMeta(args, head),
    ...feedLinks(languageOfPath(args.location.pathname)).map(({ href }) => ({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href,
    })),
  ];
};

/** The archived items by the year (in India) they were first shown, the latest year first. */
function byYear(items: DatedNewsItem[]) {
  const years = new Map<string, DatedNewsItem[]>();
  for (const item of items) {
    const year = istDate(item.shownFrom).slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const items = await listArchivedNews(context.services.db, language);
  const entry = (item: DatedNewsItem) => ({
    id: item.id,
    title: item.title,
    // A title without Hindi, shown in English on the Hindi archive, is marked as English (decision 069).
    lang: item.lang,
    targetLink: item.targetLink,
    from: formatDate(istDate(item.shownFrom), language),
    // The stored end is the first instant no longer shown: the last day shown is the day before it ends.
    until: formatDate(istDate(new Date(Date.parse(item.shownUntil!) - 1).toISOString()), language),
  });
  return {
    years: byYear(items).map(([year, ofYear]) => ({
      year,
      kinds: datedNewsKinds
        .map((kind) => ({ kind, entries: ofYear.filter((item) => item.kind === kind).map(entry) }))
        .filter(({ entries }) => entries.length > 0),
    })),
  };
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const language = useLanguage();
  const { years } = loaderData;
  return (
    <InfoPage title={t("archive.title")}>
      <p>{t("archive.intro")}</p>
      <div>
        <p>{t("archive.feeds")}</p>
        <ul className="list-disc pl-6">
          {feedLinks(language).map(({ href, title }) => (
            <li key={href}>
              <a href={href} type="application/atom+xml" className="text-blue-800 underline">
                {t(title)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {years.length === 0 ? <p>{t("archive.empty")}</p> : null}
      {years.map(({ year, kinds }) => (
        <section key={year} aria-labelledby={`archive-${year}`} className="space-y-3">
          <h2 id={`archive-${year}`} className="text-xl font-semibold">
            {year}
          </h2>
          {kinds.map(({ kind, entries }) => (
            <div key={kind}>
              <h3 className="font-semibold">{t(`archive.kind.${kind}`)}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <a href={inLanguage(entry.targetLink)} lang={entry.lang} className="text-blue-800 underline">
                      {entry.title}
                    </a>{" "}
                    <span className="text-slate-700">
                      {t("archive.shown", { from: entry.from, until: entry.until })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </InfoPage>
  );
}
