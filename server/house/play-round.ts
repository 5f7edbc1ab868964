import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlayedRound, RoundOutcome, RoundResult } from '../../contract/house/schemas';
import type { Db } from '../db/client';
import { houseRounds } from '../db/schema';
import { AppError } from '../core/context/errors';
import { HOUSE_BET_TYPES } from '../../contract/house/rules';
import { FULL_VALID_BP } from '../../contract/values';
import type { HouseGame } from './catalogue';
import { moveDemoBalance } from './demo-wallets';
import type { Seeds } from './engines/fairness';
import type { Operator } from './operator';
import type { HousePlayer } from './players';
import { activeSeed, fairnessOf, takeNonce, type ActiveSeed } from './seeds';

/** What an engine does with a round: its outcome and payout from the seeds and the stakes. */
export type RoundPlay = {
  engine: 'slot' | 'baccarat';
  stake: bigint;
  bet: unknown;
  /** `jackpot`: the round drew the operator's progressive jackpot (decision 061; real money only). */
  play(seeds: Seeds): { outcome: RoundOutcome; payout: bigint; jackpot?: boolean };
};

/** Operator ids of a round: its bet, its win, its rollback. */
export const betId = (roundId: string) => `b:${roundId}`;
export const winId = (roundId: string) => `w:${roundId}`;
export const rollbackId = (roundId: string) => `r:${roundId}`;
export const jackpotId = (roundId: string) => `j:${roundId}`;

/**
 * The valid bet of a round the operator counts toward turnover, rebate, points, missions and VIP
 * (decisions 032 and 093): on baccarat, player and banker stakes of one hand cancel
 * (|player − banker|) and what is left counts at the two sides' weight, the tie stake at its own
 * (the rules sheet, contract/house/rules.ts, where the two sides share one weight), floored to
 * whole minor units; undefined on engines whose every bet counts whole
 * (the whole stake). From the stored bet, so a resent win says the same.
 */
export function validBetOf(engine: string, bet: unknown): bigint | undefined {
  if (engine !== 'baccarat' || typeof bet !== 'object' || bet === null) return undefined;
  const s = bet as Record<string, string | undefined>;
  const [p, b, t] = [BigInt(s.player ?? 0), BigInt(s.banker ?? 0), BigInt(s.tie ?? 0)];
  const w = HOUSE_BET_TYPES.baccarat;
  const sides = p > b ? p - b : b - p;
  return (sides * BigInt(w.player!.weightBp) + t * BigInt(w.tie!.weightBp)) / BigInt(FULL_VALID_BP);
}

/**
 * Plays one slot spin or baccarat hand. The nonce is taken and the outcome fixed and stored
 * first (so the round is verifiable whatever happens next); then, for real money, the bet goes
 * to the operator and the win (0 for a loss, so the bet always settles) follows. A refused bet
 * marks the round refused and passes the operator's code on (INSUFFICIENT_FUNDS...). Demo
 * rounds move the demo wallet in the same transaction as the round.
 */
export async function playRound(
  db: Db,
  operator: Operator,
  player: HousePlayer,
  game: HouseGame,
  round: RoundPlay,
): Promise<RoundResult> {
  const roundId = `h${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
  const stored = await db.transaction(async (tx) => {
    const seed = await takeNonce(tx, player.key);
    const { outcome, payout, jackpot } = round.play({
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
    });
    let balance: bigint | undefined;
    if (player.mode === 'demo') {
      // The stake must be covered on its own, before the payout is added.
      balance = await moveDemoBalance(tx, player.id, -round.stake);
      if (balance === undefined) throw new AppError('INSUFFICIENT_FUNDS', 'the demo balance lacks funds');
      if (payout > 0n) balance = await moveDemoBalance(tx, player.id, payout);
    }
    const [row] = await tx
      .insert(houseRounds)
      .values({
        roundId,
        playerKey: player.key,
        mode: player.mode,
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        gameId: game.nodeId,
        engine: round.engine,
        seedId: seed.id,
        nonce: seed.nextNonce,
        clientSeed: seed.clientSeed,
        stake: round.stake,
        payout,
        bet: round.bet,
        outcome,
        status: player.mode === 'demo' ? 'settled' : 'open',
      })
      .returning({ createdAt: houseRounds.createdAt });
    return { seed, outcome, payout, jackpot, balance, playedAt: row!.createdAt };
  });

  let balance = stored.balance;
  let jackpotPaid: bigint | undefined;
  if (player.mode === 'real') {
    const settled = await settleReal(db, operator, player, game, roundId, round.stake, stored.payout, {
      validBet: validBetOf(round.engine, round.bet),
      jackpot: stored.jackpot ? stored.seed : undefined,
    });
    balance = settled.balance;
    jackpotPaid = settled.jackpot;
  }
  const played: PlayedRound = {
    roundId,
    engine: round.engine,
    gameCode: game.gameCode,
    stake: round.stake.toString(),
    payout: stored.payout.toString(),
    nonce: stored.seed.nextNonce,
    clientSeed: stored.seed.clientSeed,
    serverSeedHash: stored.seed.serverSeedHash,
    serverSeed: null,
    outcome: stored.outcome,
    playedAt: stored.playedAt.toISOString(),
  };
  return {
    round: played,
    balance: balance!.toString(),
    fairness: fairnessOf(await activeSeed(db, player.key)),
    ...(jackpotPaid === undefined ? {} : { jackpot: jackpotPaid.toString() }),
  };
}

async function settleReal(
  db: Db,
  operator: Operator,
  player: HousePlayer,
  game: HouseGame,
  roundId: string,
  stake: bigint,
  payout: bigint,
  extra: { validBet?: bigint; jackpot?: ActiveSeed },
): Promise<{ balance: bigint; jackpot?: bigint }> {
  try {
    await operator.bet(player.vendorCode, {
      token: player.token,
      playerId: player.id,
      transactionId: betId(roundId),
      roundId,
      gameCode: game.gameCode,
      amount: stake,
    });
  } catch (err) {
    // A refusal leaves no trace at the operator. Anything else (a lost answer) is unknown: the
    // rollback makes it certain either way (it refunds a bet that went through, or tombstones it).
    if (!(err instanceof AppError) || err.code === 'INTERNAL')
      await voidBet(operator, player.vendorCode, player.id, roundId).catch(() => undefined);
    await db.update(houseRounds).set({ status: 'refused' }).where(eq(houseRounds.roundId, roundId));
    throw err;
  }
  const won = await sendWin(operator, player.vendorCode, player.id, roundId, payout, extra.validBet);
  let result: { balance: bigint; jackpot?: bigint } = { balance: won.balance };
  if (extra.jackpot) {
    const paid = await reportJackpot(operator, player.vendorCode, player.id, roundId, extra.jackpot);
    // Unreachable operator: the round stays open and recovery reports it again (a replay is safe).
    if (paid === 'retry') return result;
    if (paid) result = { balance: paid.balance, jackpot: paid.amount };
  }
  await db.update(houseRounds).set({ status: 'settled' }).where(eq(houseRounds.roundId, roundId));
  return result;
}

/**
 * Reports a round's jackpot draw to the operator (decision 061) after its win. Resolves to what
 * was paid, undefined when the operator refused (nothing to retry), 'retry' when it could not be
 * reached. Replays of `j:<round>` are answered as the first time, so a retry never pays twice.
 */
export async function reportJackpot(
  operator: Operator,
  vendor: string,
  playerId: number,
  roundId: string,
  seed: Pick<ActiveSeed, 'serverSeedHash' | 'clientSeed' | 'nextNonce'>,
): Promise<{ balance: bigint; amount: bigint } | undefined | 'retry'> {
  try {
    const a = await operator.jackpot(vendor, {
      playerId,
      transactionId: jackpotId(roundId),
      betTransactionId: betId(roundId),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
    });
    return { balance: a.balance, amount: a.amount ?? 0n };
  } catch (err) {
    if (err instanceof AppError && err.code !== 'INTERNAL' && err.code !== 'SERVICE_UNAVAILABLE')
      return undefined;
    return 'retry';
  }
}

/**
 * Rolls a round's bet back at the operator: refunds it if it went through, tombstones it if
 * not (the late bet is then refused), so an uncertain bet becomes certainly void.
 */
export const voidBet = (operator: Operator, vendor: string, playerId: number, roundId: string) =>
  operator.rollback(vendor, {
    playerId,
    transactionId: rollbackId(roundId),
    referenceTransactionId: betId(roundId),
  });

/** Sends a round's win (0 for a loss): replays are safe, so a failed try is simply retried. */
export async function sendWin(
  operator: Operator,
  vendor: string,
  playerId: number,
  roundId: string,
  amount: bigint,
  validBet?: bigint,
) {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await operator.win(vendor, {
        playerId,
        transactionId: winId(roundId),
        betTransactionId: betId(roundId),
        amount,
        ...(validBet === undefined ? {} : { validBet }),
      });
    } catch (err) {
      last = err;
      if (err instanceof AppError && err.code !== 'INTERNAL') throw err;
    }
  }
  throw last;
}
