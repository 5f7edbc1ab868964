import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { trialAccountType } from '../../../contract/common';
import type { AppEnv, Deps } from '../../core/context/deps';
import { accounts } from '../../db/schema';
import type { Limits } from '../../core/limits/limits';
import type { SiteData } from '../../core/site/site-data';
import { createResetLink, resetOrigin } from './reset-link';
import { resetMail } from './reset-mail';

/**
 * When the name and e-mail belong together, a reset link goes out; otherwise nothing happens.
 * The caller answers the same either way, padded to the same duration, and the e-mail leaves in
 * the background so a slow SMTP server does not show in the timing.
 */
export async function forgotByEmail(
  deps: Deps,
  data: SiteData,
  limits: Limits,
  c: Context<AppEnv>,
  input: { username: string; email: string },
): Promise<void> {
  const name = input.username.trim().toLowerCase();
  await limits.resetMailIp.take(c.get('ip'));
  await limits.resetMailName.take(name);
  const [account] = await deps.db
    .select({ id: accounts.id, account: accounts.account, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.account, name),
        eq(accounts.status, 'active'),
        ne(accounts.type, trialAccountType),
        sql`lower(${accounts.email}) = ${input.email.trim().toLowerCase()}`,
      ),
    );
  if (!account?.email) return;
  const origin = await resetOrigin(deps, data, c);
  if (!origin) {
    deps.log.warn({ host: new URL(c.req.url).host }, 'reset link not sent: unknown host and no PUBLIC_URL');
    return;
  }
  const token = await createResetLink(deps, account.id);
  const link = `${origin}/forget?resetToken=${token}`;
  deps.mailer
    .send(resetMail(account.email, account.account, link))
    .catch((err: unknown) =>
      deps.log.warn({ reason: (err as { reason?: string }).reason }, 'reset e-mail not sent'),
    );
}
