/**
 * Plays finished rounds for a member through the house provider's own seamless calls (bet, then
 * win or loss), so the records have something to show on a fresh `npm start` and in the e2e
 * test. Money moves exactly as in a real game: from the member's wallet, through the ledger.
 * With a bonus amount it also credits an operator's goodwill bonus (an audited balance adjustment).
 *   tsx server/ops/play-rounds.ts <account> [rounds] [bonus]
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { loadConfig, WIN_LIMIT_DEFAULTS } from '../core/context/config';
import type { Db } from '../db/client';
import { accounts, games } from '../db/schema';
import { runAsCommand } from './command';
import { withOpsDatabase } from '../db/ops-connect';
import { createToolLaunchToken } from '../features/wallet';
import { bet, win } from '../features/wallet';
import { adjustBalance } from '../features/operator';

/** Plays `rounds` rounds of 1,000 on catalogue games; every other round wins 2,500. */
export async function playRounds(db: Db, account: string, rounds: number): Promise<number> {
  const [found] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, account));
  if (!found) throw new Error(`no account ${account}`);
  const accountId = String(found.id);
  const catalogue = await db
    .select({ vendor_code: games.vendorCode, game_code: games.gameCode })
    .from(games)
    .where(isNull(games.isGame))
    .orderBy(asc(games.id))
    .limit(3);
  if (catalogue.length === 0) throw new Error('the catalogue has no games');
  for (let i = 0; i < rounds; i++) {
    const game = catalogue[i % catalogue.length]!;
    const { token } = await createToolLaunchToken(db, found.id, game.vendor_code);
    const id = randomBytes(6).toString('hex');
    await bet(db, game.vendor_code, {
      token,
      playerId: accountId,
      transactionId: `play-${id}-bet`,
      roundId: `play-${id}`,
      gameCode: game.game_code,
      amount: 1000n,
    });
    await win(
      db,
      game.vendor_code,
      {
        playerId: accountId,
        transactionId: `play-${id}-win`,
        betTransactionId: `play-${id}-bet`,
        amount: i % 2 === 0 ? 2500n : 0n,
      },
      WIN_LIMIT_DEFAULTS,
    );
  }
  return rounds;
}

/** The reason the demo's bonus carries: an operator's goodwill bonus, as the bonus details show it. */
export const DEMO_BONUS_REASON = 'Operator goodwill bonus';

/**
 * Credits a bonus the way an operator does (`npm run ops -- balance adjust ... --kind bonus`):
 * the audited adjustment from the bonus account, with its reason. Not a promotion: promotions
 * (the welcome bonus) are claimed by the member and carry turnover (decision 032).
 */
export async function grantBonus(db: Db, account: string, amount: bigint, reason: string): Promise<void> {
  await adjustBalance(db, 'cli:play-rounds', {
    account,
    amount,
    kind: 'bonus',
    reason,
    requestId: `play-bonus-${randomBytes(8).toString('hex')}`,
  });
}

async function main(): Promise<number> {
  const [account, count = '5', bonusAmount] = process.argv.slice(2);
  const rounds = Number(count);
  const bonus = bonusAmount === undefined ? 0 : Number(bonusAmount);
  if (
    !account ||
    !Number.isInteger(rounds) ||
    rounds < 1 ||
    rounds > 1000 ||
    !Number.isSafeInteger(bonus) ||
    bonus < 0
  ) {
    console.error('Usage: tsx server/ops/play-rounds.ts <account> [rounds 1..1000] [bonus]');
    return 2;
  }
  return withOpsDatabase(loadConfig(), async ({ db }) => {
    await playRounds(db, account, rounds);
    if (bonus > 0) await grantBonus(db, account, BigInt(bonus), DEMO_BONUS_REASON);
    process.stdout.write(`played ${rounds} rounds for ${account}\n`);
    return 0;
  });
}

runAsCommand(import.meta.url, main);
