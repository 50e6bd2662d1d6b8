import { z } from "zod";

/** One line of a floor's table: how many rooms of a type, and the carpet area of each in m². */
export const roomSchema = z.object({
  /** Printed in the "Room No." column: the number of rooms of this type. */
  count: z.number().int().positive(),
  type: z.string().min(1),
  /** Carpet area of one room, in square metres. */
  area: z.number().positive(),
});

export const floorSchema = z.object({
  /** "Ground Floor", "1st Floor"…; absent for single-storey structures such as the sub station. */
  name: z.string().min(1).optional(),
  rooms: z.array(roomSchema).min(1),
});

export const buildingSchema = z.object({
  /** Fragment id for the in-page links, e.g. "institute-building". */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case words joined by hyphens"),
  name: z.string().min(1),
  floors: z.array(floorSchema).min(1),
});

export const campusSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  intro: z.array(z.string().min(1)).min(1),
  buildings: z.array(buildingSchema).min(1),
});

export type Campus = z.infer<typeof campusSchema>;
export type Building = z.infer<typeof buildingSchema>;
export type Room = z.infer<typeof roomSchema>;
