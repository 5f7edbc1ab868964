import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CHAT_IMAGE_MAX_BYTES, ChatImageFields, ChatMessageResponse } from '../../../contract/chat/schemas';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { StoredBlob } from '../../core/storage/blob-store';
import { AppError } from '../../core/context/errors';
import { jsonContent } from '../../core/http/openapi';
import { findControlCharacter } from '../../core/http/refuse-control-characters';

/** The OpenAPI entry of a multipart image send (the handler is a plain route: it reads a file). */
export function imageDoc(path: string, tags: string[], security: object[], errors: object) {
  return createRoute({
    method: 'post',
    path,
    tags,
    security: security as { [k: string]: string[] }[],
    summary: 'Send one png/jpg (5 MB) with an optional text; a repeated requestId returns the first message',
    description: 'The type is read from the bytes (UNSUPPORTED_FILE otherwise, field image).',
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: ChatImageFields.extend({ image: z.string() }) } },
      },
    },
    responses: {
      200: jsonContent(ChatMessageResponse, 'The stored message'),
      413: jsonContent(ErrorEnvelope, 'PAYLOAD_TOO_LARGE'),
      415: jsonContent(ErrorEnvelope, 'UNSUPPORTED_FILE'),
      ...(errors as Record<string, never>),
    },
  });
}

/** requestId, text and the bytes of `image` from a multipart body; BAD_REQUEST naming the field. */
export async function readImageFields(c: Context) {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError('BAD_REQUEST', 'send multipart/form-data');
  const body = await c.req.parseBody();
  const parsed = ChatImageFields.safeParse({ requestId: body.requestId, text: body.text ?? '' });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'text');
    throw new AppError('BAD_REQUEST', `${field}: ${parsed.error.issues[0]?.message}`, { field });
  }
  if (findControlCharacter(parsed.data.text))
    throw new AppError('INVALID_CHARACTERS', 'text: control characters are not allowed', { field: 'text' });
  if (!(body.image instanceof File))
    throw new AppError('BAD_REQUEST', 'attach one image', { field: 'image' });
  if (body.image.size > CHAT_IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'image over 5 MB', { field: 'image' });
  return { fields: parsed.data, bytes: new Uint8Array(await body.image.arrayBuffer()) };
}

/** The bytes, private to the reader: no shared cache may keep a member's picture. */
export function imageReply(c: Context, image: StoredBlob) {
  c.header('Content-Type', image.contentType);
  c.header('Cache-Control', 'private, max-age=3600');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(image.bytes), 200);
}
