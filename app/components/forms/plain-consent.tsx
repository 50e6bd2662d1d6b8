import { CONSENT_FIELD, NOTICE_VERSION_FIELD } from "~/core/privacy-notice.ts";
import { RequiredMark } from "./fields.tsx";
import { FieldNotes } from "./plain-field.tsx";
import { usePrivacyNotice } from "./use-privacy-notice.ts";

/**
 * The privacy notice and its consent box (decision 064) on a form the server draws whole (no React in the browser):
 * the same notice, box and version field as `PrivacyConsent`, with its problem beside it as `PlainField` draws one.
 */
export function PlainConsent({
  id,
  checked,
  error,
  autoFocus,
}: {
  id: string;
  checked: boolean;
  error?: string;
  autoFocus?: boolean;
}) {
  const notice = usePrivacyNotice();
  if (!notice) return null;
  return (
    <div className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
      <div className="space-y-2" dangerouslySetInnerHTML={{ __html: notice.body }} />
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          name={CONSENT_FIELD}
          value="yes"
          defaultChecked={checked}
          required
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-6 shrink-0"
        />
        <label htmlFor={id} className="font-medium">
          {notice.consentLabel}
          <RequiredMark />
        </label>
      </div>
      <FieldNotes id={id} error={error} />
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={notice.version} />
    </div>
  );
}
