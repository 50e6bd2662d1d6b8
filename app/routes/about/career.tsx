import "~/messages/static-page-messages.ts";
import { InfoPage } from "~/components/content/info-page.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import type { Route } from "./+types/career";

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "career"));

/** The old page was a single image; the image keeps a real text alternative for screen-reader users. */
export default function Career() {
  const t = useT();
  return (
    <InfoPage title={t("career.title")}>
      <img
        src="/images/career.webp"
        width={1200}
        height={800}
        alt={t("career.image")}
        className="h-auto w-full rounded"
      />
    </InfoPage>
  );
}
