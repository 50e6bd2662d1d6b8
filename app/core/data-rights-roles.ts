import type { StaffRole } from "../../db/schema.ts";

/**
 * Who works data-rights requests (decision 063): admins, and the admissions office, which already sees every
 * application and so every request about one adds nothing to what it may read. Erasure needs an admin's confirmation.
 */
export const DATA_RIGHTS_ROLES: readonly StaffRole[] = ["admissions"];
