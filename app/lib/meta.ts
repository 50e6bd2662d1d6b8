import { type MetaDescriptor, isRouteErrorResponse } from "react-router";
import {
  type Language,
  type MessageKey,
  type MessageValues,
  type Translate,
  defaultLanguage,
  languages,
  translator,
} from "../messages/catalogue.ts";
import { pagePathOf, pathIn } from "../messages/language-path.ts";
import { institution } from "../settings/institution.ts";

interface RootData {
  siteUrl: string;
  language: Language;
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** What every meta function is given, as far as these helpers need it. */
export interface MetaArgs {
  location: { pathname: string };
  matches: Matches;
  error?: unknown;
}

/** A page's name (banner, h1 and browser title) and its description for search engines. */
export interface PageHead {
  title: string;
  description: string;
}

interface MetaInput extends PageHead {
  location: { pathname: string };
  matches: Matches;
  /** Pages that the old site shared on social media also get Open Graph and Twitter tags. */
  social?: boolean;
  noindex?: boolean;
}

const rootData = (matches: Matches) =>
  matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;

/** The `t` of the page's language, for meta functions (they run outside React, so without `useT`). */
export const metaTranslator = (matches: Matches): Translate =>
  translator(rootData(matches)?.language ?? defaultLanguage);

/**
 * The page in each language (`hreflang`), English also as the default for any other language: the same links on the
 * English and the Hindi page, so each names the other (decision 056).
 */
export function languageAlternates(siteUrl: string, pathname: string): MetaDescriptor[] {
  const href = (language: Language) => `${siteUrl}${pathIn(pathname, language)}`;
  return [
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: href(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(defaultLanguage) },
  ];
}

/** Title, description, canonical link (site address + path) for a page; one format for every page. */
export function pageMeta({
  title,
  description,
  location,
  matches,
  social = true,
  noindex = false,
}: MetaInput): MetaDescriptor[] {
  const siteUrl = rootData(matches)?.siteUrl ?? "";
  const canonical = `${siteUrl}${location.pathname}`;
  const fullTitle =
    pagePathOf(location.pathname) === "/" ? `${institution.name}, Gumla` : `${title} | ${institution.shortName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languageAlternates(siteUrl, location.pathname),
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (social) {
    tags.push(
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: institution.name },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
    );
  }
  return tags;
}

/** Catalogue keys that name a page: `career` when both `career.title` and `career.description` exist. */
export type PageHeadKey = {
  [K in MessageKey]: K extends `${infer Page}.title`
    ? `${Page}.description` extends MessageKey
      ? Page
      : never
    : never;
}[MessageKey];

/** The head of a page whose text lives in the message catalogue rather than in a content file. */
export function pageHead(matches: Matches, page: PageHeadKey, values?: MessageValues): PageHead {
  const t = metaTranslator(matches);
  return { title: t(`${page}.title`, values), description: t(`${page}.description`, values) };
}

/** The meta tags of an error page (not indexed, not shared), by the status it answers with. */
export function errorMeta({ error, location, matches }: MetaArgs, status?: number): MetaDescriptor[] {
  const t = metaTranslator(matches);
  const code = status ?? (isRouteErrorResponse(error) ? error.status : 500);
  const [title, description]: [MessageKey, MessageKey] =
    code === 404
      ? ["notFound.title", "notFound.text"]
      : code === 410
        ? ["gone.title", "gone.text"]
        : code === 403
          ? ["forbidden.title", "forbidden.text"]
          : ["error.title", "error.text"];
  return pageMeta({ title: t(title), description: t(description), location, matches, social: false, noindex: true });
}

/**
 * The one way a page writes its meta tags: title and description from its content (the content file the loader
 * read, or the catalogue through `pageHead`). Without content the loader failed, and the tags are the error's.
 */
export function contentMeta(
  args: MetaArgs,
  content: PageHead | undefined,
  options: { social?: boolean; noindex?: boolean } = {},
): MetaDescriptor[] {
  if (!content) return errorMeta(args);
  return pageMeta({ ...content, location: args.location, matches: args.matches, ...options });
}
