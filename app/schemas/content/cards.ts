import { z } from "zod";

/** A card: a short title and a sentence or two about it. */
export const cardSchema = z.object({
  title: z.string().trim().min(1),
  text: z.string().trim().min(1),
});

export const cardListSchema = z.array(cardSchema).min(1);

export type Card = z.infer<typeof cardSchema>;
