import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
} from '../../../contract/rewards/constants';

/**
 * The application's images, checked before anything is sent (spec sections 3, 5 and 9: png or
 * jpg only, 5 MB each, at most 3). The server checks again, by the file's bytes; checking the
 * first bytes here too means a renamed file is refused at once, with the reason, and no upload
 * is wasted on a weak connection.
 */
export const MAX_IMAGES = APPLICATION_MAX_IMAGES;
export const MAX_IMAGE_BYTES = APPLICATION_IMAGE_MAX_BYTES;
export const MAX_COMMENT = APPLICATION_COMMENT_MAX;

export type ImageProblem = 'type' | 'size' | 'count';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];

const startsWith = (head: Uint8Array, sig: readonly number[]) =>
  head.length >= sig.length && sig.every((b, i) => head[i] === b);

/** What the first bytes say the file is: png, jpg, or neither. */
export function imageKind(head: Uint8Array): 'png' | 'jpg' | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPG)) return 'jpg';
  return null;
}

/** One chosen file, by its size and first bytes; null when it may be sent. */
export function imageProblem(file: { size: number; head: Uint8Array }): ImageProblem | null {
  if (imageKind(file.head) === null) return 'type';
  if (file.size > MAX_IMAGE_BYTES || file.size === 0) return 'size';
  return null;
}

/** Whether `adding` more files fit beside the `kept` ones. */
export const fitsCount = (kept: number, adding: number) => kept + adding <= MAX_IMAGES;

/** The first bytes of a chosen file (enough for both signatures). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
}
