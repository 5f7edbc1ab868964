/*
 * Member feedback's vocabulary and limits as plain values: the feedback panel imports them
 * without zod (decision 008); contract/feedback/schemas.ts builds its schemas on them.
 */

export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'suggestion',
  'other',
] as const;

export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
