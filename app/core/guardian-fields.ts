/**
 * The names of the admission form's "Parent or guardian" fields (decision 068). They travel beside the application's
 * own fields, like the consent box: the page's action reads and removes them before the application's strict schema
 * (shared with the legacy JSON API, whose shapes have no guardian) sees the rest.
 */
export const GUARDIAN_FIELDS = {
  name: "guardianName",
  relation: "guardianRelation",
  email: "guardianEmail",
  mobile: "guardianMobile",
} as const;

/** How long a relation may be ("maternal grandmother" and more). */
export const RELATION_MAX = 40;

export const GUARDIAN_FIELD_NAMES = [
  GUARDIAN_FIELDS.name,
  GUARDIAN_FIELDS.relation,
  GUARDIAN_FIELDS.email,
  GUARDIAN_FIELDS.mobile,
] as const;
