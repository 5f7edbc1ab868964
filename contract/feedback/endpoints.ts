import { get, type RawEndpoints } from '../endpoint';
import type { FeedbackSchemas as S } from './schemas';

/**
 * Feedback, spec section 7's path: each call needs a real account's session. GET lists the
 * member's feedback; PUT sends one as multipart/form-data (category, content, up to 3 images),
 * which no JSON schema describes, so it is the path itself and its server route documents the
 * form's fields (decision 073).
 */
export const base = '/wps/feedback';

export const mine = get<S['mine']>(base);

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  send: {
    method: 'PUT',
    path: base,
    body: 'multipart',
    answer: 'envelope',
    about: 'FeedbackFields (category, content) and 0-3 files `images`; answers the FeedbackItem',
  },
} as const satisfies RawEndpoints;
