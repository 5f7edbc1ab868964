import { sql } from 'drizzle-orm';
import type { Draw } from '../../../../contract/house';
import type { Executor } from '../../../db/client';
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

export type DrawRow = {
  id: string;
  game_code: string;
  draw_no: string;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
  numbers: number[] | null;
  settled_at: Date | null;
};
export const DRAW_COLUMNS = sql`id, game_code, draw_no, draw_at, server_seed, server_seed_hash, numbers, settled_at`;

/** The draw row of a game and number, created (with a fresh seed) on first sight. */
export async function ensureDraw(
  db: Executor,
  gameCode: string,
  drawNo: number,
  period: number,
): Promise<DrawRow> {
  const seed = newServerSeed();
  await db.execute(sql`
    INSERT INTO house_draws (game_code, draw_no, draw_at, server_seed, server_seed_hash)
    VALUES (${gameCode}, ${drawNo}, ${drawAtOf(drawNo, period).toISOString()}, ${seed}, ${hashServerSeed(seed)})
    ON CONFLICT (game_code, draw_no) DO NOTHING`);
  const r = await db.execute<DrawRow>(
    sql`SELECT ${DRAW_COLUMNS} FROM house_draws WHERE game_code = ${gameCode} AND draw_no = ${drawNo}`,
  );
  return r.rows[0]!;
}

/** A draw for the client: the seed only once drawn. */
export function drawView(r: DrawRow): Draw {
  const drawNo = Number(r.draw_no);
  const drawn = r.settled_at !== null;
  return {
    drawNo,
    drawAt: new Date(r.draw_at).toISOString(),
    serverSeedHash: r.server_seed_hash,
    numbers: drawn ? r.numbers : null,
    serverSeed: drawn ? r.server_seed : null,
    clientSeed: drawClientSeed(r.game_code, drawNo),
  };
}
