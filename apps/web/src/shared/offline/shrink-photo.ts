// A phone's camera takes photos of 3-12 MB; a meter's face reads well at 1600 px. Shrunk on the
// phone before it is kept (decision 114), a photo is about 150-400 KB: the outbox holds a day's
// route and the sync sends it in seconds on a weak signal.

/** The longest side of a kept photo, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of a kept photo. */
export const PHOTO_QUALITY = 0.8;

/** The size a photo of `width` x `height` is drawn at: its longest side at most `max`. */
export function shrunkSize(
  width: number,
  height: number,
  max: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as a JPEG at most PHOTO_MAX_SIDE on its longest side. A browser that cannot decode or
 * draw it (an old phone, a format it does not know) keeps the photo as taken: the office checks
 * it either way, and a photo is never lost for being large.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return photo;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    // A small PNG can come out larger as a JPEG: keep whichever is smaller.
    return jpeg && jpeg.size < photo.size ? jpeg : photo;
  } finally {
    bitmap.close();
  }
}
