import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  type FeedbackItem,
} from '../../../contract/feedback/schemas';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { newBlobKey, type BlobStore } from '../../core/storage/blob-store';
import { AppError } from '../../core/context/errors';
import { checkImage } from '../../core/storage/image-upload';
import { toItem } from './find';

/**
 * Stores a member's feedback with its images (spec section 5: png or jpg, 5 MB, at most 3). Every
 * image is checked before any is stored, so a bad third image stores nothing; the images go to the
 * upload store first and are removed again if the row cannot be written.
 */
export async function submitFeedback(
  db: Db,
  blobs: BlobStore,
  accountId: number,
  fields: { category: FeedbackItem['category']; content: string },
  images: Uint8Array[],
): Promise<FeedbackItem> {
  if (images.length > FEEDBACK_MAX_IMAGES)
    throw new AppError('BAD_REQUEST', `at most ${FEEDBACK_MAX_IMAGES} images`, { field: 'images' });
  const typed = images.map((bytes, i) => ({
    bytes,
    type: checkImage(bytes, FEEDBACK_IMAGE_MAX_BYTES, `images.${i}`),
  }));
  const keys: string[] = [];
  try {
    for (const image of typed) {
      const key = newBlobKey('feedback', image.type);
      await blobs.put(key, image.bytes, image.type);
      keys.push(key);
    }
    const [row] = await db
      .insert(feedback)
      .values({ accountId, category: fields.category, content: fields.content, imageKeys: keys })
      .returning();
    return toItem(row!);
  } catch (err) {
    await Promise.all(keys.map((k) => blobs.delete(k).catch(() => undefined)));
    throw err;
  }
}
