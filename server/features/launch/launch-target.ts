import type { GameType } from '../../../contract/common';
import type { LaunchTarget } from '../../../contract/games/schemas';

export type LaunchableGame = {
  id: number;
  vendorCode: string;
  gameType: GameType;
  gameCode: string;
  isGame: string | null;
};

/**
 * Where starting a game leads (spec section 4), first rule that applies: the Vietnamese and
 * sea lottery vendors open their lobby pages, other lottery and e-lottery games the lottery
 * page, a VASSALAGE tile the vendor's game list, anything else the house provider's game page
 * (/seamless). Game pages get the node id and the launch token the house provider knows the
 * player by (ADR 012).
 */
export function launchTarget(game: LaunchableGame, token?: string): LaunchTarget {
  const code = encodeURIComponent(game.gameCode);
  const session = token === undefined ? '' : `&nodeId=${game.id}&token=${encodeURIComponent(token)}`;
  if (game.vendorCode === 'TCG_LOTTO_VN')
    return { kind: 'route', path: `/vnLottery?gameCode=${code}${session}` };
  if (game.vendorCode === 'TCG_SEA') return { kind: 'route', path: `/seaLottery?gameCode=${code}${session}` };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return { kind: 'route', path: `/lottery?gameCode=${code}${session}` };
  if (game.isGame === 'VASSALAGE')
    return { kind: 'vendorList', vassalage: game.vendorCode, gameType: game.gameType };
  return {
    kind: 'url',
    url: `/seamless?nodeId=${game.id}${token === undefined ? '' : `&token=${encodeURIComponent(token)}`}`,
  };
}

/** Whether the target opens a game that needs a launch token (not a vendor's game list). */
export const needsToken = (game: LaunchableGame) =>
  game.isGame !== 'VASSALAGE' ||
  ['LOTT', 'ELOTT'].includes(game.gameType) ||
  game.vendorCode === 'TCG_LOTTO_VN' ||
  game.vendorCode === 'TCG_SEA';
