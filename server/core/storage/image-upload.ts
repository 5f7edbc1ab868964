import { AppError } from '../context/errors';

export type ImageType = 'image/png' | 'image/jpeg';

/** The image type by its first bytes; the declared Content-Type and any file name are ignored. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * An uploaded picture as spec sections 4 and 5 allow it (png or jpg, at most `maxBytes`): its
 * type, or BAD_REQUEST (empty), PAYLOAD_TOO_LARGE or UNSUPPORTED_FILE naming `field`.
 */
export function checkImage(bytes: Uint8Array, maxBytes: number, field: string): ImageType {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'empty upload', { field });
  if (bytes.length > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', `image over ${Math.round(maxBytes / 1024 / 1024)} MB`, { field });
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('UNSUPPORTED_FILE', 'only PNG or JPEG images', { field });
  return type;
}
