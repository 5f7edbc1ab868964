import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../core/context/deps';
import { passwordResets } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashOpaqueToken, newOpaqueToken } from '../../core/sessions/opaque-token';
import { hashPassword } from '../../core/sessions/password';
import { revokeOtherSessions } from '../../core/sessions/sessions';
import type { SiteData } from '../../core/site/site-data';
import { writePassword } from './set-password';

export const RESET_LINK_MINUTES = 30;

/**
 * Where reset links point. PUBLIC_URL when set; otherwise the origin the visitor used, but only
 * when its host is one of the site's own domain lines: a forged Host header must not turn the
 * e-mail into a link to someone else's site (reset poisoning). Undefined means no link is sent.
 */
export async function resetOrigin(
  deps: Deps,
  data: SiteData,
  c: Context<AppEnv>,
): Promise<string | undefined> {
  if (deps.config.publicUrl) return deps.config.publicUrl;
  const url = new URL(c.req.url);
  // The right-most entry is the one our own proxy wrote (see core/http/client-ip.ts).
  const proto = deps.config.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim()
    : undefined;
  const protocol = proto === 'https' || proto === 'http' ? `${proto}:` : url.protocol;
  const own = (await data.domainNames.get()).map((d) => d.toLowerCase().replace(/:\d+$/, ''));
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return own.includes(host) ? `${protocol}//${url.host}` : undefined;
}

/** A new single-use link for the account; earlier unused links stop working. Returns the token. */
export async function createResetLink(deps: Deps, accountId: number): Promise<string> {
  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: hashOpaqueToken(token),
      accountId,
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    });
  });
  return token;
}

const live = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

const invalid = () => new AppError('RESET_LINK_INVALID', 'the reset link is invalid, used or expired');

/**
 * Spends the link and sets the password; all sessions of the account end. The cheap look-up
 * comes first so a dead token costs no scrypt; the spend itself is a conditional update, so two
 * racing requests cannot both use one link.
 */
export async function resetByLink(deps: Deps, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashOpaqueToken(token);
  const [found] = await deps.db
    .select({ accountId: passwordResets.accountId })
    .from(passwordResets)
    .where(live(tokenHash));
  if (!found) throw invalid();
  const hash = await hashPassword(newPassword);
  const accountId = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live(tokenHash))
      .returning({ accountId: passwordResets.accountId });
    if (!spent) throw invalid();
    await writePassword(tx, spent.accountId, hash);
    return spent.accountId;
  });
  await revokeOtherSessions(deps.db, accountId);
}
