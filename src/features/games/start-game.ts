/** Starting a game: a chunk of its own, loaded on the first tap on a game (launch.ts, ADR 063). */
import { i18n } from '@lingui/core';
import { navigate } from 'wouter/use-browser-location';
import { launch } from '../../../contract/games/endpoints';
import type { LaunchTarget } from '../../../contract/games/schemas';
import { showToast } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { api } from '../../lib/call';
import { showRealAccountNeeded } from '../accounts/guards';
import { isLoggedIn } from '../accounts/session';
import { vendorListPopup } from './launch';

export function follow(target: LaunchTarget): void {
  if (target.kind === 'route') navigate(target.path);
  else if (target.kind === 'vendorList')
    vendorListPopup.value = { vassalage: target.vassalage, gameType: target.gameType };
  else navigate(target.url);
}

/**
 * Starting a game (spec section 4): a guest gets the login popup and the start is blocked; a
 * member launches and follows the answer. A trial account asks the server too: a free-trial game
 * (supportPlay 0) opens in demo mode, any other answers NEED_REAL_ACCOUNT and the dialog shows.
 */
export async function startGame(nodeId: number): Promise<void> {
  if (!isLoggedIn.peek()) return openModal('login');
  try {
    follow(await api(launch, { body: { nodeId } }));
  } catch (err) {
    // The error texts (every code's message) load only when a start fails: not in the first download.
    const { errorCodeOf, errorText } = await import('../../lib/errors');
    const code = errorCodeOf(err);
    if (code === 'NOT_LOGGED_IN') openModal('login');
    else if (code === 'NEED_REAL_ACCOUNT') showRealAccountNeeded();
    else showToast(errorText(i18n, err));
  }
}
