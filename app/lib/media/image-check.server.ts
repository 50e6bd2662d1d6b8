import { fileTypeFromBuffer } from "file-type";

export type ImageRefusal = "size" | "type" | "unreadable";

/**
 * The first gate of every uploaded image, before sharp decodes it: not empty, not over the byte cap, and of an
 * accepted type by its bytes (never its name or the browser's word).
 */
export async function checkImageBytes(
  input: Buffer,
  rules: { maxBytes: number; accepted: readonly string[] },
): Promise<ImageRefusal | null> {
  if (input.length === 0) return "unreadable";
  if (input.length > rules.maxBytes) return "size";
  const type = await fileTypeFromBuffer(input);
  if (!type || !rules.accepted.includes(type.mime)) return "type";
  return null;
}
