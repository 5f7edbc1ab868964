import * as feedback from '../../../contract/feedback/endpoints';
import type { FeedbackCategory, FeedbackItem } from '../../../contract/feedback/schemas';
import { apiSend } from '../../lib/api';
import { api } from '../../lib/call';

/** Feedback calls (contract/feedback/endpoints.ts): spec section 7's PUT /wps/feedback, multipart. */
export type { FeedbackCategory, FeedbackItem };
export const findMyFeedback = () => api(feedback.mine);

/** A form, not JSON: sent to the path as it is (decision 073), typed by the contract's answer. */
export function sendFeedback(category: FeedbackCategory, content: string, images: File[]) {
  const form = new FormData();
  form.append('category', category);
  form.append('content', content);
  for (const image of images) form.append('images', image, image.name);
  return apiSend<FeedbackItem>('PUT', feedback.base, form);
}
