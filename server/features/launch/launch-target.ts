import type { GameType } from '../../../contract/common';
import type { LaunchTarget } from '../../../contract/games';

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
 * page, a VASSALAGE tile the vendor's game list, anything else the game itself. The game URL
 * is our /seamless page for now; the wallet issue's house provider will hand out real ones.
 */
export function launchTarget(game: LaunchableGame): LaunchTarget {
  const code = encodeURIComponent(game.gameCode);
  if (game.vendorCode === 'TCG_LOTTO_VN') return { kind: 'route', path: `/vnLottery?gameCode=${code}` };
  if (game.vendorCode === 'TCG_SEA') return { kind: 'route', path: `/seaLottery?gameCode=${code}` };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return { kind: 'route', path: `/lottery?gameCode=${code}` };
  if (game.isGame === 'VASSALAGE')
    return { kind: 'vendorList', vassalage: game.vendorCode, gameType: game.gameType };
  return { kind: 'url', url: `/seamless?nodeId=${game.id}` };
}
