import { z } from 'zod';
import { envelope } from '../envelope';
import { FeedbackCategory, feedbackStatuses } from '../feedback/schemas';
import { ClientRequestId } from '../payments/schemas';
import { CHAT_GUEST_HEADER, CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX } from '../values';

export { CHAT_GUEST_HEADER, CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX };

/**
 * Live chat (spec sections 1 and 3; decision 039). Members send with their session,
 * guests with the token they got after a captcha (header X-Chat-Guest). Messages arrive on one
 * Server-Sent Events stream whose event ids are message ids; a reconnect sends Last-Event-ID.
 */
/** System messages carry one of these codes as text; the client writes the words. */
export const chatSystemTexts = ['closed'] as const;

export const ChatSender = z.enum(['member', 'guest', 'operator', 'system']);
export type ChatSender = z.infer<typeof ChatSender>;

export const ChatMessage = z
  .object({
    id: z.number().int(),
    sender: ChatSender,
    text: z.string(),
    /** The sender's client message id (its idempotency key). */
    requestId: z.string(),
    /** The message carries a png/jpg: read it at `chatImagePath(id)` (the console: `opsChatImagePath`). */
    image: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

const HourMinute = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
/** Weekdays ISO-numbered (1 Monday ... 7 Sunday), hours in the zone of `utcOffsetMinutes`. */
export const SupportHours = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).max(7),
    from: HourMinute,
    to: HourMinute,
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-12 * 60)
      .max(14 * 60),
  })
  .refine((h) => h.from < h.to, { message: 'from must be before to', path: ['to'] })
  .meta({ id: 'SupportHours' });
export type SupportHours = z.infer<typeof SupportHours>;

export const ChatState = z
  .object({
    /** Staff are on duty now. */
    online: z.boolean(),
    /** When staff return (ISO time), when offline and any day is configured. */
    nextOpenAt: z.string().nullable(),
    hours: SupportHours,
    /** Operator messages past what the member has read (0 for a visitor without identity). */
    unread: z.number().int(),
  })
  .meta({ id: 'ChatState' });
export type ChatState = z.infer<typeof ChatState>;

export const ChatAfterQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

export const ChatPage = z.object({ list: z.array(ChatMessage), more: z.boolean() }).meta({ id: 'ChatPage' });
export type ChatPage = z.infer<typeof ChatPage>;

export const ChatSendRequest = z
  .object({
    /** Client message id, unique per conversation: a repeated send is stored once. */
    requestId: ClientRequestId,
    text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  })
  .meta({ id: 'ChatSendRequest' });
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;

/** The text fields of an image message (multipart, beside the file `image`); the text may be empty. */
export const ChatImageFields = z
  .object({ requestId: ClientRequestId, text: z.string().trim().max(CHAT_TEXT_MAX).default('') })
  .meta({ id: 'ChatImageFields' });
export const ChatMessageIdParam = z.object({
  messageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/**
 * Spec section 7's two live-chat calls (decision 039): the models a visitor can chat through (our
 * own chat, and each LIVECHAT customer-service entry with an external http(s) chatUrl) and the
 * launch of one, answering its `chatUrl`. Ours opens at the in-app address below.
 */
export const CHAT_OWN_URL = '/help#livechat';
export const ChatModel = z
  .object({
    /** `builtin`, or `cs-<id>` for a customer-service entry. */
    id: z.string(),
    kind: z.enum(['builtin', 'external']),
    csType: z.string(),
  })
  .meta({ id: 'ChatModel' });
export type ChatModel = z.infer<typeof ChatModel>;
export const ChatLaunchQuery = z.object({
  model: z
    .string()
    .regex(/^(builtin|cs-[0-9]{1,9})$/)
    .default('builtin'),
});
export const ChatModels = z.object({ list: z.array(ChatModel) }).meta({ id: 'ChatModels' });
export const ChatLaunch = z.object({ chatUrl: z.string() }).meta({ id: 'ChatLaunch' });

export const ChatReadRequest = z.object({ upTo: z.number().int().min(0) }).meta({ id: 'ChatReadRequest' });

export const ChatGuestRequest = z
  .object({ captchaId: z.string().uuid(), captcha: z.string().max(16) })
  .meta({ id: 'ChatGuestRequest' });
export const ChatGuestToken = z.object({ guestToken: z.string() }).meta({ id: 'ChatGuestToken' });
export const ChatAdoptRequest = z
  .object({ guestToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
  .meta({ id: 'ChatAdoptRequest' });

/** The image send's answer (its multipart route is documented by hand, server/features/chat). */
export const ChatMessageResponse = envelope(ChatMessage);
export const ChatDone = z.object({ done: z.boolean() });

// Operator console (/ops/chat/*)

export const ChatStatus = z.enum(['open', 'claimed', 'closed']);
export type ChatStatus = z.infer<typeof ChatStatus>;

export const OpsConversation = z
  .object({
    id: z.number().int(),
    /** The member's login name, or null for a guest. */
    account: z.string().nullable(),
    status: ChatStatus,
    operator: z.string().nullable(),
    lastMessageAt: z.string(),
    lastText: z.string().nullable(),
    lastSender: ChatSender.nullable(),
  })
  .meta({ id: 'OpsConversation' });
export type OpsConversation = z.infer<typeof OpsConversation>;

export const OpsQueueQuery = z.object({ status: z.enum(['live', 'closed']).default('live') });
export const OpsQueue = z
  .object({ list: z.array(OpsConversation), operator: z.string() })
  .meta({ id: 'OpsQueue' });
export type OpsQueue = z.infer<typeof OpsQueue>;

export const OpsMoneyRow = z
  .object({ id: z.number().int(), amount: z.string(), status: z.string(), createdAt: z.string() })
  .meta({ id: 'OpsMoneyRow' });
export type OpsMoneyRow = z.infer<typeof OpsMoneyRow>;
export const OpsMemberMoney = z
  .object({ deposits: z.array(OpsMoneyRow), withdrawals: z.array(OpsMoneyRow) })
  .meta({ id: 'OpsMemberMoney' });
export type OpsMemberMoney = z.infer<typeof OpsMemberMoney>;

/** How much of a feedback's text and reply the console shows beside a chat. */
export const OPS_TICKET_EXCERPT = 100;
/** One of the member's feedback tickets, as the console shows it beside the chat. */
export const OpsTicket = z
  .object({
    id: z.number().int(),
    category: FeedbackCategory,
    /** The text, cut to OPS_TICKET_EXCERPT characters (an ellipsis ends a cut one). */
    excerpt: z.string(),
    status: z.enum(feedbackStatuses),
    /** The operator's reply, cut the same way; null while unanswered. */
    reply: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsTicket' });
export type OpsTicket = z.infer<typeof OpsTicket>;
export const OpsMemberTickets = z.object({ list: z.array(OpsTicket) }).meta({ id: 'OpsMemberTickets' });
export type OpsMemberTickets = z.infer<typeof OpsMemberTickets>;

/**
 * Typing indicator (optional, decision 039): never stored. A side typing posts at most every
 * CHAT_TYPING_EVERY_MS; the other side's stream gets `event: typing` (no id, so a resume is not
 * moved) and shows "typing…" for CHAT_TYPING_SHOWN_MS after the last one.
 */
export const CHAT_TYPING_EVERY_MS = 3_000;
export const CHAT_TYPING_SHOWN_MS = 6_000;
export const ChatTyping = z
  .object({ conversationId: z.number().int(), sender: z.enum(['member', 'guest', 'operator']) })
  .meta({ id: 'ChatTyping' });
export type ChatTyping = z.infer<typeof ChatTyping>;

export const ChatIdParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Live chat's calls (paths in contract/chat/endpoints.ts, decision 064). */
export const chatSchemas = {
  state: { value: ChatState },
  models: { value: ChatModels },
  launch: { query: ChatLaunchQuery, value: ChatLaunch },
  typing: { value: ChatDone },
  messages: { query: ChatAfterQuery, value: ChatPage },
  send: { body: ChatSendRequest, value: ChatMessage },
  read: { body: ChatReadRequest, value: ChatDone },
  guest: { body: ChatGuestRequest, value: ChatGuestToken },
  adopt: { body: ChatAdoptRequest, value: ChatDone },
  queue: { query: OpsQueueQuery, value: OpsQueue },
  opsMessages: { params: ChatIdParam, query: ChatAfterQuery, value: ChatPage },
  money: { params: ChatIdParam, value: OpsMemberMoney },
  tickets: { params: ChatIdParam, value: OpsMemberTickets },
  opsTyping: { params: ChatIdParam, value: ChatDone },
  claim: { params: ChatIdParam, value: ChatDone },
  answer: { params: ChatIdParam, body: ChatSendRequest, value: ChatMessage },
  close: { params: ChatIdParam, value: ChatDone },
  hours: { value: SupportHours },
  setHours: { body: SupportHours, value: SupportHours },
};
export type ChatSchemas = typeof chatSchemas;
// Pure: the chat and console chunks load this contract at run time (its limits) without the calls.
