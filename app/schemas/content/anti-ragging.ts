import { z } from "zod";
import { policySchema } from "./policy.ts";

/**
 * Anti-ragging policy text plus the national helpline, shown in a "how to report" box next to the college
 * office's own contact details (those come from app/settings/institution.ts, the one place for them).
 */
export const antiRaggingSchema = policySchema.extend({
  helpline: z.object({
    /** Toll-free number as printed, e.g. "1800-180-5522". */
    phone: z.string().regex(/^\d{4}-\d{3}-\d{4}$/),
    email: z.email(),
    website: z.url({ protocol: /^https$/ }),
  }),
});

export type AntiRagging = z.infer<typeof antiRaggingSchema>;
