import type { ReactNode } from "react";

const tones = {
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-brand-700 bg-brand-50 text-brand-900",
  error: "border-red-700 bg-red-50 text-red-900",
} as const;

/**
 * A message about the whole form (sent, refused, too many tries). It is a live region, so it is read out when it
 * appears after a post with JavaScript, and it is plain text on the page when JavaScript is off.
 */
export function FormStatus({ tone, id, children }: { tone: keyof typeof tones; id?: string; children?: ReactNode }) {
  return (
    <div id={id} role="status" className={children ? `rounded border-l-4 p-3 ${tones[tone]}` : undefined}>
      {children}
    </div>
  );
}
