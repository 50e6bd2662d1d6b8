import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import { SubNav } from "./sub-nav.tsx";

/** The four enquiry and message inboxes behind the console's one "Enquiries and messages" entry. */
export function InboxTabs({ current }: { current: string }) {
  return (
    <SubNav
      label="Enquiries and messages"
      links={enquiryKinds.map((kind) => ({ to: kind.path, label: kind.title, current: kind.slug === current }))}
    />
  );
}
