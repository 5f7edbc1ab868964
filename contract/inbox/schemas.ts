import { z } from 'zod';
import { IdParam, PageQuery } from '../payments/schemas';

/**
 * Inbox messages (spec section 3): the server stores a template id and its parameters; the
 * client writes the text in the reader's language, with the brand and the amount filled in.
 */
export const inboxTemplates = [
  'deposit_arrived',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  /** An operator answered the member's feedback: reference is the feedback id, text the answer. */
  'feedback_replied',
  // rewards (server/engine/rewards): params.title is the promotion's title in the member's language
  'reward_granted',
  'reward_held',
  'reward_rejected',
  'reward_expired',
  /** The member gave up a bonus (decision 069): amount is what went back, title the promotion. */
  'reward_forfeited',
  'application_rejected',
  /** The keep-level check lowered the member's VIP level: reference is the month, title the new level's label. */
  'vip_level_dropped',
] as const;
export type InboxTemplate = (typeof inboxTemplates)[number];

export const InboxParams = z
  .object({
    /** Minor units (money messages). */
    amount: z.string().optional(),
    currency: z.string().optional(),
    /** The deposit reference, withdrawal id or feedback id the message is about. */
    reference: z.string(),
    /** An operator's own words (a feedback reply), shown as written. */
    text: z.string().optional(),
    /** Rewards: the promotion's title (or the operator's reason), already in the member's language. */
    title: z.string().optional(),
    /** Rewards: the turnover the grant requires, minor units. */
    turnover: z.string().optional(),
    /** Rejections: the operator's reason. */
    reason: z.string().optional(),
  })
  .meta({ id: 'InboxParams' });
export type InboxParams = z.infer<typeof InboxParams>;

export const InboxMessage = z
  .object({
    id: z.number().int(),
    template: z.enum(inboxTemplates),
    params: InboxParams,
    createdAt: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxPage = z
  .object({ list: z.array(InboxMessage), totalPages: z.number().int(), unread: z.number().int() })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof InboxPage>;
export const MarkReadRequest = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(100) })
  .meta({ id: 'MarkReadRequest' });

const UnreadCount = z.object({ unread: z.number().int() });

/** The inbox's calls (paths in contract/inbox/endpoints.ts, decision 064). */
export const inboxSchemas = {
  list: { query: PageQuery, value: InboxPage },
  unread: { value: UnreadCount },
  markRead: { body: MarkReadRequest, value: UnreadCount },
  read: { params: IdParam, value: InboxMessage },
  remove: { params: IdParam, value: z.null() },
};
export type InboxSchemas = typeof inboxSchemas;
