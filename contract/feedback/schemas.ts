import { z } from 'zod';
import { countParam } from '../primitives';
import { envelope } from '../envelope';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES, feedbackCategories } from './constants';

/**
 * Member feedback (spec sections 1, 5 and 9: PUT /wps/feedback; content at most 140 characters;
 * up to 3 png or jpg images of 5 MB each). Sent as multipart/form-data: `category`, `content`
 * and `images` (0 to 3 files). The image type is read from the bytes, never from the name.
 */
export {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  feedbackCategories,
} from './constants';
export const FeedbackCategory = z.enum(feedbackCategories);
export type FeedbackCategory = z.infer<typeof FeedbackCategory>;

export const FeedbackFields = z.object({
  category: FeedbackCategory,
  content: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
});

export const feedbackStatuses = ['open', 'replied'] as const;
export const FeedbackItem = z
  .object({
    id: z.number().int(),
    category: FeedbackCategory,
    content: z.string(),
    /** How many images came with it. */
    images: z.number().int(),
    status: z.enum(feedbackStatuses),
    /** The operator's answer, once given. */
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'FeedbackItem' });
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export const FeedbackItemResponse = envelope(FeedbackItem);
export const FeedbackList = z.object({ list: z.array(FeedbackItem) });
export const FeedbackListResponse = envelope(FeedbackList);

/** Operators. */
export const OpsFeedbackQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  limit: countParam(200, 50),
});
export const OpsFeedbackItem = FeedbackItem.extend({
  account: z.string(),
  repliedBy: z.string().nullable(),
}).meta({
  id: 'OpsFeedbackItem',
});
export type OpsFeedbackItem = z.infer<typeof OpsFeedbackItem>;
export const OpsFeedbackListResponse = envelope(z.object({ list: z.array(OpsFeedbackItem) }));
export const FEEDBACK_REPLY_MAX = 1000;
export const FeedbackReplyRequest = z
  .object({ reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) })
  .meta({ id: 'FeedbackReplyRequest' });
export const FeedbackImageParams = z.object({
  id: z.coerce.number().int().positive(),
  n: z.coerce.number().int().min(1).max(FEEDBACK_MAX_IMAGES),
});

/** The member's calls (path in contract/feedback/endpoints.ts; the multipart PUT is no call, decision 073). */
export const feedbackSchemas = { mine: { value: FeedbackList } };
export type FeedbackSchemas = typeof feedbackSchemas;
