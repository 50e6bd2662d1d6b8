import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/meta.ts";

interface Args {
  loaderData: { title: string; description: string } | undefined;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Meta tags of a page whose title and description live in its content file. Without loader data (the loader
 * threw) the root's error meta is left to speak.
 */
export function contentMeta({ loaderData, location, matches }: Args): MetaDescriptor[] {
  if (!loaderData) return [];
  return pageMeta({ title: loaderData.title, description: loaderData.description, location, matches });
}
