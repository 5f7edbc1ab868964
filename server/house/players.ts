import type { Db } from '../db/client';
import type { PlayMode } from '../../contract/house/schemas';
import { AppError } from '../core/context/errors';
import type { HouseGame } from './catalogue';
import { findDemoWallet } from './demo-wallets';
import type { Operator } from './operator';

/**
 * A player as the provider knows one: real (the operator's playerId, learnt from authenticate)
 * or demo (a demo wallet of ours). `key` names the player's seeds, rounds and tickets.
 */
export type HousePlayer = {
  mode: PlayMode;
  key: string;
  /** The operator's playerId, or the demo wallet id. */
  id: number;
  vendorCode: string;
  token: string;
  balance: bigint;
};

/**
 * Who holds this token, for this game. A demo wallet token first; otherwise the operator is
 * asked (authenticate at the game's vendor), so an unknown, expired or other vendor's token is
 * INVALID_TOKEN from the operator itself.
 */
export async function playerOf(
  db: Db,
  operator: Operator,
  token: string,
  game: HouseGame,
): Promise<HousePlayer> {
  const demo = await findDemoWallet(db, token);
  if (demo) {
    if (demo.vendorCode !== game.vendorCode)
      throw new AppError('INVALID_TOKEN', 'a demo token of another vendor');
    if (game.supportPlay !== 0) throw new AppError('NEED_REAL_ACCOUNT', 'this game has no free play');
    return {
      mode: 'demo',
      key: `d:${demo.id}`,
      id: demo.id,
      vendorCode: demo.vendorCode,
      token,
      balance: demo.balance,
    };
  }
  const a = await operator.authenticate(game.vendorCode, token);
  const id = Number(a.playerId);
  return { mode: 'real', key: `p:${id}`, id, vendorCode: game.vendorCode, token, balance: a.balance };
}
