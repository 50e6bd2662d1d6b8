import type { z } from "zod";
import { fieldName } from "~/core/json-fields.ts";
import { aboutUsSchema, missionVisionSchema, nccSchema, pedagogySchema, whyGumlaSchema } from "./content/about.ts";
import { antiRaggingSchema } from "./content/anti-ragging.ts";
import { campusSchema } from "./content/campus.ts";
import { coursePageSchema } from "./content/course-page.ts";
import { curriculumSchema } from "./content/curriculum.ts";
import { feesSchema } from "./content/fees.ts";
import { contentSchema as homeSchema } from "./content/home.ts";
import {
  admissionDepartmentSchema,
  advisorySchema,
  directorMessagesSchema,
  governorsSchema,
  personMessageSchema,
  placementCellSchema,
  placementRulesSchema,
  visitingFacultySchema,
} from "./content/people.ts";
import { policySchema } from "./content/policy.ts";
import { privacyNoticeSchema } from "./content/privacy-notice.ts";
import { productionUnitSchema } from "./content/production-unit.ts";
import { scholarshipSchema } from "./content/scholarship.ts";
import { virtualLabSchema } from "./content/virtual-lab.ts";

/**
 * Every shape a page document can have, by the name stored in `pages.shape`. The schemas of app/schemas/content/
 * stay the one definition of each shape: this table only names them. A shape's name is stored in the database, so
 * it is never renamed; a new shape is a new line here (and its route module and editor).
 */
export const pageShapes = {
  home: homeSchema,
  "about-us": aboutUsSchema,
  "mission-vision": missionVisionSchema,
  pedagogy: pedagogySchema,
  "why-gumla": whyGumlaSchema,
  ncc: nccSchema,
  "anti-ragging": antiRaggingSchema,
  policy: policySchema,
  scholarship: scholarshipSchema,
  campus: campusSchema,
  "production-unit": productionUnitSchema,
  "virtual-lab": virtualLabSchema,
  "course-page": coursePageSchema,
  curriculum: curriculumSchema,
  fees: feesSchema,
  governors: governorsSchema,
  advisory: advisorySchema,
  "visiting-faculty": visitingFacultySchema,
  "admission-department": admissionDepartmentSchema,
  "person-message": personMessageSchema,
  "director-messages": directorMessagesSchema,
  "placement-cell": placementCellSchema,
  /** A block, not a page: the placement-cell and placement-policy pages both print these rules. */
  "placement-rules": placementRulesSchema,
  /** A block: the privacy notice every visitor form shows, with the grievance officer (decision 064). */
  "privacy-notice": privacyNoticeSchema,
} satisfies Record<string, z.ZodType>;

export type PageShape = keyof typeof pageShapes;

/** A document of a shape as the pages use it: validated, with the schema's transforms applied (fees in paise…). */
export type ShapeDocument<S extends PageShape> = z.output<(typeof pageShapes)[S]>;

export const isPageShape = (name: string): name is PageShape => Object.hasOwn(pageShapes, name);

/** A problem of a refused document, at the field it concerns (`rows[1].cells[0]`; "" for the whole document). */
export interface FieldIssue {
  path: string;
  message: string;
}

export type DocumentCheck<S extends PageShape> =
  { ok: true; value: ShapeDocument<S> } | { ok: false; issues: FieldIssue[] };

/** Validates a document against its shape; an unknown shape is a fault of the caller and throws. */
export function checkDocument<S extends PageShape>(shape: S, document: unknown): DocumentCheck<S> {
  const schema: z.ZodType = pageShapes[shape];
  if (!schema) throw new Error(`Unknown page shape: ${shape}`);
  const parsed = schema.safeParse(document);
  if (parsed.success) return { ok: true, value: parsed.data as ShapeDocument<S> };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: fieldName(issue.path), message: issue.message })),
  };
}
