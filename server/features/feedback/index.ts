/** The feedback feature's public entry: what other features may use (eslint fences the rest). */
export { findMyFeedback, findOpsFeedback, readFeedbackImage } from './find';
export { replyToFeedback } from './reply';
