import { downloadFileName, type LightboxItem } from "./lightbox-state.ts";

export const JPEG_QUALITY = 0.75;

/**
 * Saves the picture as the spec asks: drawn onto a canvas and written as a JPEG at quality 0.75, named after
 * the last path segment of the source. Our images are same-origin, so the canvas is never tainted.
 * `container` is where the temporary link goes: inside an open modal dialog the rest of the page is inert.
 */
export async function downloadImage(item: LightboxItem, container: HTMLElement): Promise<void> {
  const picture = new Image();
  picture.decoding = "async";
  picture.src = item.downloadUrl ?? item.src;
  await picture.decode();
  const canvas = document.createElement("canvas");
  canvas.width = picture.naturalWidth;
  canvas.height = picture.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  // JPEG has no transparency: paint white underneath so transparent areas do not turn black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
  if (!blob) throw new Error("The image could not be encoded");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = downloadFileName(item.src);
  link.hidden = true;
  container.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob by the next tasks; release it a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
