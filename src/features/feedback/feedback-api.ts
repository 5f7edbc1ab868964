import type { FeedbackCategory, FeedbackItem } from '../../../contract/feedback';
import { apiGet, apiSend } from '../../lib/api';

/** Feedback calls (server/features/feedback): spec section 7's PUT /wps/feedback, multipart. */
export type { FeedbackCategory, FeedbackItem };
export const findMyFeedback = () => apiGet<{ list: FeedbackItem[] }>('/wps/feedback');

export function sendFeedback(category: FeedbackCategory, content: string, images: File[]) {
  const form = new FormData();
  form.append('category', category);
  form.append('content', content);
  for (const image of images) form.append('images', image, image.name);
  return apiSend<FeedbackItem>('PUT', '/wps/feedback', form);
}
