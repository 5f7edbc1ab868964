import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { houseTableBets, houseTableRounds } from '../../../db/schema';
import { AppError } from '../../../core/context/errors';
import { moveDemoBalance } from '../../demo-wallets';
import type { Operator } from '../../operator';
import { betId, voidBet } from '../../play-round';
import type { HousePlayer } from '../../players';
import { ensureTableRound } from './round-row';
import { roundNoAt } from './schedule';
import { lockPlayerRound } from './tables.sql';
import type { SharedTable } from './table';

export type TableGame = { gameId: number; vendorCode: string; gameCode: string };
export type BetSlipInput = { clientBetId: string; roundId?: number; bets: { spot: string; stake: bigint }[] };
export type PlacedSlip = {
  betRef: string;
  clientBetId: string;
  roundId: number;
  spots: Record<string, string>;
  stake: bigint;
  status: string;
  payout: bigint | null;
};

/** Refuses a slip the table's limits or spots do not allow, before anything is written. */
function checkSlip(table: SharedTable, input: BetSlipInput): Record<string, string> {
  const spots: Record<string, string> = {};
  for (const { spot, stake } of input.bets) {
    if (table.rules.betTypeOf(spot) === null)
      throw new AppError('BAD_REQUEST', `no bet spot "${spot}" at this table`, { field: 'bets' });
    if (Object.hasOwn(spots, spot))
      throw new AppError('BAD_REQUEST', `spot "${spot}" twice`, { field: 'bets' });
    const { minStake, maxSpot } = table.limits;
    if (stake < minStake || stake > maxSpot)
      throw new AppError('AMOUNT_OUT_OF_RANGE', `a stake on one spot is ${minStake} to ${maxSpot}`);
    spots[spot] = stake.toString();
  }
  return spots;
}

const sameSpots = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * A player's slip on the table's open round (decision 100). The slip is written first (pending)
 * while the round's row is held in share mode and still open, so the close either waits for it
 * (the bet is in the round) or came first (BETTING_CLOSED, nothing written, nothing debited).
 * Then the stake goes to the operator as one seamless bet; a refusal voids the slip and passes the
 * operator's code on. The client's bet id makes a resend (or 30 at once) the same slip.
 */
export async function placeTableBets(
  db: Db,
  operator: Operator,
  player: HousePlayer,
  game: TableGame,
  table: SharedTable,
  input: BetSlipInput,
): Promise<{ slip: PlacedSlip; balance: bigint }> {
  const spots = checkSlip(table, input);
  const stake = Object.values(spots).reduce((s, v) => s + BigInt(v), 0n);
  const again = await existingSlip(db, player.key, input.clientBetId);
  if (again) return resent(again, spots, player);
  const demo = player.mode === 'demo';
  const betRef = `tb${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;

  // The current round is made (with its `opened` event) before the slip's transaction, so the
  // slip holds no table event lock while it waits on the round's row: the close takes them the
  // other way round.
  const target =
    input.roundId ?? (await ensureTableRound(db, game.gameId, table, roundNoAt(Date.now(), table))).id;
  const placed = await db
    .transaction(async (tx) => {
      const roundId = target;
      const [open] = await tx
        .select({ id: houseTableRounds.id })
        .from(houseTableRounds)
        .where(
          and(
            eq(houseTableRounds.id, roundId),
            eq(houseTableRounds.gameId, game.gameId),
            eq(houseTableRounds.state, 'open'),
            sql`${houseTableRounds.closesAt} > clock_timestamp()`,
          ),
        )
        .for('share');
      if (!open) throw new AppError('BETTING_CLOSED', 'this round takes no more bets');
      // One player's slips on one round are checked against the round limit one at a time.
      await lockPlayerRound(tx, player.key, roundId);
      const [sum] = await tx
        .select({ staked: sql<string>`coalesce(sum(${houseTableBets.stake}), 0)::text` })
        .from(houseTableBets)
        .where(
          and(
            eq(houseTableBets.roundId, roundId),
            eq(houseTableBets.playerKey, player.key),
            sql`${houseTableBets.status} <> 'void'`,
          ),
        );
      if (BigInt(sum!.staked) + stake > table.limits.maxRound)
        throw new AppError('AMOUNT_OUT_OF_RANGE', `at most ${table.limits.maxRound} on one round`);
      let balance: bigint | undefined;
      if (demo) {
        balance = await moveDemoBalance(tx, player.id, -stake);
        if (balance === undefined) throw new AppError('INSUFFICIENT_FUNDS', 'the demo balance lacks funds');
      }
      const inserted = await tx
        .insert(houseTableBets)
        .values({
          roundId,
          betRef,
          clientBetId: input.clientBetId,
          playerKey: player.key,
          mode: player.mode,
          playerId: player.id,
          vendorCode: game.vendorCode,
          gameCode: game.gameCode,
          spots,
          stake,
          status: demo ? 'placed' : 'pending',
        })
        .onConflictDoNothing({ target: [houseTableBets.playerKey, houseTableBets.clientBetId] })
        .returning({ id: houseTableBets.id });
      if (!inserted[0]) throw new AppError('DUPLICATE_TRANSACTION', 'the same bet id is being placed');
      return { roundId, balance };
    })
    .catch(async (err: unknown) => {
      // The same slip sent at once: the first one stands, the others answer with it.
      const first =
        err instanceof AppError &&
        err.code === 'DUPLICATE_TRANSACTION' &&
        (await existingSlip(db, player.key, input.clientBetId));
      if (first) return { duplicate: first };
      throw err;
    });
  if ('duplicate' in placed) return resent(placed.duplicate, spots, player);

  let balance = placed.balance;
  let status = 'placed';
  const pending = and(eq(houseTableBets.betRef, betRef), eq(houseTableBets.status, 'pending'));
  if (!demo) {
    try {
      const a = await operator.bet(player.vendorCode, {
        token: player.token,
        playerId: player.id,
        transactionId: betId(betRef),
        roundId: betRef,
        gameCode: game.gameCode,
        amount: stake,
      });
      balance = a.balance;
    } catch (err) {
      const lost = !(err instanceof AppError) || err.code === 'INTERNAL';
      if (lost) await voidBet(operator, player.vendorCode, player.id, betRef).catch(() => undefined);
      // A refusal left nothing at the operator: nothing to roll back, so the slip is done.
      await db.update(houseTableBets).set({ status: 'void', payout: 0n, paid: !lost }).where(pending);
      throw err;
    }
    const r = await db
      .update(houseTableBets)
      .set({ status: 'placed' })
      .where(pending)
      .returning({ id: houseTableBets.id });
    // No row: the slip was voided meanwhile (stale); its rollback returns the stake.
    if (r.length === 0) status = 'void';
  }
  const slip = {
    betRef,
    clientBetId: input.clientBetId,
    roundId: placed.roundId,
    spots,
    stake,
    status,
    payout: null,
  };
  return { slip, balance: balance! };
}

async function existingSlip(db: Db, playerKey: string, clientBetId: string): Promise<PlacedSlip | undefined> {
  const t = houseTableBets;
  const [row] = await db
    .select({
      betRef: t.betRef,
      clientBetId: t.clientBetId,
      roundId: t.roundId,
      spots: t.spots,
      stake: t.stake,
      status: t.status,
      payout: t.payout,
    })
    .from(t)
    .where(and(eq(t.playerKey, playerKey), eq(t.clientBetId, clientBetId)));
  return row;
}

/** A resent slip answers as the first one did; the same id with other stakes is refused. */
function resent(slip: PlacedSlip, spots: Record<string, string>, player: HousePlayer) {
  if (!sameSpots(slip.spots, spots))
    throw new AppError('DUPLICATE_TRANSACTION', 'this bet id was used with other stakes');
  return { slip, balance: player.balance };
}
