import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { CHAT_GUEST_HEADER } from '../../../contract/chat/schemas';
import type { AppEnv, Deps } from '../../core/context/deps';
import { chatConversations } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashOpaqueToken } from '../../core/sessions/opaque-token';
import { acceptSession, bearerToken } from '../../core/sessions/require-session';
import { findSession } from '../../core/sessions/sessions';

/** Who is chatting: a member (by session) or a guest (by the token given after its captcha). */
export type ChatParty =
  { kind: 'member'; accountId: number; key: string } | { kind: 'guest'; conversationId: number; key: string };

const GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A session wins over a guest token. NOT_LOGGED_IN without either (or with an ended session);
 * PASSWORD_CHANGE_REQUIRED for a session whose forced password change is not done;
 * INVALID_TOKEN for a guest token that is unknown or was moved to an account at login.
 */
export async function partyOf(deps: Deps, c: Context<AppEnv>): Promise<ChatParty> {
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    // acceptSession: NOT_LOGGED_IN for an ended session, PASSWORD_CHANGE_REQUIRED (decision 103).
    const session = acceptSession(await findSession(deps.db, token), undefined, { allowTrial: true });
    return { kind: 'member', accountId: session.accountId, key: `a:${session.accountId}` };
  }
  const guest = c.req.header(CHAT_GUEST_HEADER);
  if (!guest) throw new AppError('NOT_LOGGED_IN', 'log in or start a guest chat');
  if (!GUEST_TOKEN.test(guest)) throw new AppError('INVALID_TOKEN', 'unknown guest chat');
  const [row] = await deps.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.guestTokenHash, hashOpaqueToken(guest)));
  if (!row) throw new AppError('INVALID_TOKEN', 'unknown guest chat');
  return { kind: 'guest', conversationId: row.id, key: `g:${row.id}` };
}
