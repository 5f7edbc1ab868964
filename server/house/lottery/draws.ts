import { and, eq } from 'drizzle-orm';
import type { Draw } from '../../../contract/house/schemas';
import type { Executor } from '../../db/client';
import { houseDraws } from '../../db/schema';
import { drawClientSeed } from '../engines/lottery';
import { hashServerSeed, newServerSeed } from '../engines/fairness';
import type { HouseGame } from '../catalogue';

/** Bets on a draw close this long before it. */
export const CLOSE_SECONDS = 5;

/**
 * The draw period of a lottery game (ADR 013): from its code when it says so (VN_MB_45S: 45 s,
 * VN_MB_5M: 5 min), else 1 minute for e-lotteries and 3 minutes for the others; never under 30 s.
 */
export function periodSeconds(game: Pick<HouseGame, 'gameCode' | 'gameType'>): number {
  const m = /_(\d{1,3})([SM])$/i.exec(game.gameCode);
  const fromCode = m ? Number(m[1]) * (m[2]!.toUpperCase() === 'M' ? 60 : 1) : undefined;
  return Math.max(30, fromCode ?? (game.gameType === 'ELOTT' ? 60 : 180));
}

/** The draw now taking bets: the first whose close is still ahead. */
export function currentDrawNo(nowMs: number, period: number): number {
  return Math.floor((nowMs + CLOSE_SECONDS * 1000) / (period * 1000));
}
export const drawAtOf = (drawNo: number, period: number) => new Date((drawNo + 1) * period * 1000);

/** Draws with the columns the pages and the settler read; callers add the where and order. */
export const selectDraws = (db: Executor) =>
  db
    .select({
      id: houseDraws.id,
      gameCode: houseDraws.gameCode,
      drawNo: houseDraws.drawNo,
      drawAt: houseDraws.drawAt,
      serverSeed: houseDraws.serverSeed,
      serverSeedHash: houseDraws.serverSeedHash,
      numbers: houseDraws.numbers,
      settledAt: houseDraws.settledAt,
    })
    .from(houseDraws)
    .$dynamic();
export type DrawRow = Awaited<ReturnType<typeof selectDraws>>[number];

/** The draw row of a game and number, created (with a fresh seed) on first sight. */
export async function ensureDraw(
  db: Executor,
  gameCode: string,
  drawNo: number,
  period: number,
): Promise<DrawRow> {
  const seed = newServerSeed();
  await db
    .insert(houseDraws)
    .values({
      gameCode,
      drawNo,
      drawAt: drawAtOf(drawNo, period),
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
    })
    .onConflictDoNothing({ target: [houseDraws.gameCode, houseDraws.drawNo] });
  const [row] = await selectDraws(db).where(
    and(eq(houseDraws.gameCode, gameCode), eq(houseDraws.drawNo, drawNo)),
  );
  return row!;
}

/** A draw for the client: the seed only once drawn. */
export function drawView(r: DrawRow): Draw {
  const drawn = r.settledAt !== null;
  return {
    drawNo: r.drawNo,
    drawAt: r.drawAt.toISOString(),
    serverSeedHash: r.serverSeedHash,
    numbers: drawn ? r.numbers : null,
    serverSeed: drawn ? r.serverSeed : null,
    clientSeed: drawClientSeed(r.gameCode, r.drawNo),
  };
}
