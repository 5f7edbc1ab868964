/** The feedback feature's public entry: what other features may use (eslint fences the rest). */
export { findOpsFeedback, readFeedbackImage } from './find';
export { replyToFeedback } from './reply';
