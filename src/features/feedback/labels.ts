import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedbackCategory, FeedbackItem } from '../../../contract/feedback/schemas';

/** Feedback words shared by "my feedback" and the operator console beside a chat. */
export const feedbackCategoryLabels: Record<FeedbackCategory, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  game: msg`Games`,
  account: msg`Account`,
  suggestion: msg`Suggestion`,
  other: msg`Other`,
};

export const feedbackStatusLabels: Record<FeedbackItem['status'], MessageDescriptor> = {
  open: msg`Waiting for an answer`,
  replied: msg`Answered`,
};
