import { randomBytes } from 'node:crypto';
import type { SessionValue } from '../../../contract/accounts/schemas';
import { trialAccountType } from '../../../contract/common';
import { accounts, accountSecurity } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { flagOn } from '../../core/site/site-data';
import { findAccountById } from './account-record';
import { completeLogin, type RequestMeta } from './complete-login';
import type { AccountsContext } from './login';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `trial_` and six random lower-case letters or digits. */
export function trialName(): string {
  const bytes = randomBytes(6);
  return `trial_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** Free demo login (spec section 4): a new trial account (type 4, no password) and its session. */
export async function freeplay(ctx: AccountsContext, meta: RequestMeta): Promise<SessionValue> {
  const [info, tree] = await Promise.all([ctx.site.info.get(), ctx.site.whitelabel.get()]);
  if (!info.hasFreePlay || !flagOn(tree, 'FREEPLAY3'))
    throw new AppError('FORBIDDEN', 'free play is switched off');
  await ctx.limits.freeplay.take(meta.ip);
  const { db } = ctx.deps;
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = trialName();
    const [row] = await db
      .insert(accounts)
      .values({ account: name, nickname: `Trial ${name.slice(6).toUpperCase()}`, type: trialAccountType })
      .onConflictDoNothing({ target: accounts.account })
      .returning({ id: accounts.id });
    if (!row) continue; // 36^6 names: a clash is rare, try another
    await db.insert(accountSecurity).values({ accountId: row.id });
    const account = await findAccountById(db, row.id);
    if (!account) break;
    return completeLogin(db, ctx.site, account, meta, 'freeplay');
  }
  throw new Error('could not allocate a trial account name');
}
