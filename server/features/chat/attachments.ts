import { eq } from 'drizzle-orm';
import { CHAT_IMAGE_MAX_BYTES, type ChatMessage } from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { newBlobKey, type BlobStore, type StoredBlob } from '../../core/storage/blob-store';
import { AppError } from '../../core/context/errors';
import { checkImage } from '../../core/storage/image-upload';
import { findSent, storeMessageRow, toMessage } from './messages';

type Input = Omit<Parameters<typeof storeMessageRow>[1], 'imageKey'>;

/**
 * A message with one png/jpg (spec section 9). The image goes to the upload store first and the
 * row second (decision 037); a repeated requestId keeps the first message and its image, so the
 * copy this send stored is deleted again, as it is when the row cannot be written.
 */
export async function storeImageMessage(
  db: Db,
  blobs: BlobStore,
  input: Input,
  bytes: Uint8Array,
): Promise<ChatMessage> {
  const type = checkImage(bytes, CHAT_IMAGE_MAX_BYTES, 'image');
  const seen = await findSent(db, input.conversationId, input.requestId);
  if (seen) return toMessage(seen);
  const key = newBlobKey('chat', type);
  await blobs.put(key, bytes, type);
  try {
    const row = await storeMessageRow(db, { ...input, imageKey: key });
    if (row.imageKey !== key) await blobs.delete(key);
    return toMessage(row);
  } catch (err) {
    await blobs.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * The image of a message, for a reader allowed to see `conversationId` (null: an operator, who
 * sees every conversation). NOT_FOUND for a message of another conversation or without image, so
 * nobody learns which message ids exist elsewhere.
 */
export async function readMessageImage(
  db: Db,
  blobs: BlobStore,
  messageId: number,
  conversationId: number | null,
): Promise<StoredBlob> {
  const [row] = await db
    .select({ key: chatMessages.imageKey, conversationId: chatMessages.conversationId })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  const allowed = row?.key && (conversationId === null || row.conversationId === conversationId);
  const image = allowed ? await blobs.get(row.key!) : null;
  if (!image) throw new AppError('NOT_FOUND', 'no such image');
  return image;
}
