import { z } from "zod";
import { applicationStatuses } from "./workflow.ts";

/** The inbox's filters as they travel in the address bar (so a filtered list can be bookmarked and exported). */
export const inboxQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  programmeId: z.coerce.number().int().positive().optional().catch(undefined),
  status: z.enum(applicationStatuses).optional().catch(undefined),
  after: z
    .string()
    .regex(/^[\w.:-]+~\d+$/)
    .optional()
    .catch(undefined),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const parseInboxQuery = (params: URLSearchParams) =>
  inboxQuerySchema.parse(Object.fromEntries([...params.entries()].filter(([, value]) => value !== "")));

/** Cursor = the last row's "createdAt~id". */
export const encodeCursor = (row: { createdAt: string; id: number }) => `${row.createdAt}~${row.id}`;
export function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  return { createdAt: createdAt!, id: Number(id) };
}

/** Columns a staff member may choose for an export, in the order they appear. */
export const exportColumns = {
  reference: "Application ID",
  createdAt: "Received (IST)",
  status: "Status",
  name: "Name",
  dateOfBirth: "Date of birth",
  gender: "Gender",
  category: "Category",
  programme: "Programme",
  mobileNo: "Mobile",
  alterMobileNo: "Alternative mobile",
  email: "E-mail",
  fatherName: "Father's name",
  motherName: "Mother's name",
  religion: "Religion",
  address: "Address",
  city: "City",
  pincode: "Pincode",
  idProofMasked: "Aadhaar/UID (masked)",
} as const;
export type ExportColumn = keyof typeof exportColumns;
