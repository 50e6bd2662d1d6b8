import { pagePathOf } from "~/messages/language-path.ts";

/**
 * The script a public page may make the browser download on a first visit, gzipped. The pages whose content needs
 * React in the browser (a carousel, a lightbox, forms that validate as the visitor types) may ship 130 KB; every
 * other page, an information page, needs none of the framework: 30 KB. The route sweeps check every page against it
 * and `bench/every-route.ts` holds each kind to its Lighthouse target.
 */
const REACT_PAGES = [/^\/$/, /^\/gpaward$/, /^\/gallery-photo\//, /^\/(enquiry|contact-us|gpcet-form|alumni-speaks)$/];

/** Whether the page at `pagePath` (English or Hindi) hydrates React. */
export function hydratesReact(pagePath: string): boolean {
  const englishPath = pagePathOf(pagePath);
  return REACT_PAGES.some((pattern) => pattern.test(englishPath));
}

export const scriptBudgetKb = (pagePath: string): number => (hydratesReact(pagePath) ? 130 : 30);
