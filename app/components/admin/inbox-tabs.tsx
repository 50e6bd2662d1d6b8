import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import { useT } from "~/lib/language.tsx";
import { SubNav } from "./sub-nav.tsx";

/** The four enquiry and message inboxes behind the console's one "Enquiries and messages" entry. */
export function InboxTabs({ current }: { current: string }) {
  const t = useT();
  return (
    <SubNav
      label={t("console.inbox.tabs")}
      links={enquiryKinds.map((kind) => ({ to: kind.path, label: t(kind.titleKey), current: kind.slug === current }))}
    />
  );
}
