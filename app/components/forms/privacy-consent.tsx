import { useMatches } from "react-router";
import { CONSENT_FIELD, NOTICE_VERSION_FIELD, type NoticeShown } from "~/core/privacy-notice.ts";
import { FieldMessages, RequiredMark } from "./fields.tsx";
import type { FieldMeta } from "./use-visitor-form.ts";

/** The notice the public shell's loader gives (app/routes/site-layout.tsx), in the page's language. */
function usePrivacyNotice(): NoticeShown | undefined {
  for (const match of useMatches()) {
    const notice = (match.loaderData as { privacyNotice?: NoticeShown } | undefined)?.privacyNotice;
    if (notice) return notice;
  }
  return undefined;
}

/**
 * The privacy notice and the consent box every visitor form shows above its Send button (DPDP Act 2023, decision
 * 064): a summary, the whole notice behind a `<details>` (no script needed; its body drawn on the server), and an
 * unticked, required box. The version of the notice shown travels with the post, so the consent records what the
 * visitor read.
 */
export function PrivacyConsent({ meta, autoFocus }: { meta: FieldMeta; autoFocus?: boolean }) {
  const notice = usePrivacyNotice();
  if (!notice) return null;
  return (
    <div className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
      <div className="space-y-2" dangerouslySetInnerHTML={{ __html: notice.body }} />
      <div className="flex items-start gap-2">
        <input
          key={meta.key}
          type="checkbox"
          id={meta.id}
          name={CONSENT_FIELD}
          value="yes"
          defaultChecked={meta.initialValue === "yes"}
          required
          autoFocus={autoFocus}
          aria-invalid={meta.errors?.length ? true : undefined}
          aria-describedby={meta.errors?.length ? meta.errorId : undefined}
          className="mt-0.5 size-6 shrink-0"
        />
        <label htmlFor={meta.id} className="font-medium">
          {notice.consentLabel}
          <RequiredMark />
        </label>
      </div>
      <FieldMessages meta={meta} />
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={notice.version} />
    </div>
  );
}
