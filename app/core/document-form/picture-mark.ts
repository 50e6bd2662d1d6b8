import { z } from "zod";

/**
 * The shapes' picture objects (decision 047), marked by `picture()` in app/schemas/content/picture.ts, so the
 * generated editor draws each as a picture control, not as an address to type.
 */
export const pictureSchemas = z.registry<{ picture: true }>();

/** Marks a shape's picture object for the generated editor. */
export function markPicture<T extends z.ZodObject>(schema: T): T {
  pictureSchemas.add(schema, { picture: true });
  return schema;
}
