export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';
