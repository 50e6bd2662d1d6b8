import type { MetaDescriptor } from "react-router";
import { institution } from "../settings/institution.ts";

interface RootData {
  siteUrl: string;
}

interface MetaInput {
  title: string;
  description: string;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  /** Pages that the old site shared on social media also get Open Graph and Twitter tags. */
  social?: boolean;
  noindex?: boolean;
}

/** Title, description and canonical link (site address + path) for a page; one format for every page. */
export function pageMeta({
  title,
  description,
  location,
  matches,
  social = true,
  noindex = false,
}: MetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const canonical = `${root?.siteUrl ?? ""}${location.pathname}`;
  const fullTitle = location.pathname === "/" ? `${institution.name}, Gumla` : `${title} | ${institution.shortName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
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
