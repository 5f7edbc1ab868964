import { signal } from '@preact/signals-react';
import type { GameType } from '../../../contract/common';

/** The vendor game-list popup (a tile with isGame VASSALAGE). */
export const vendorListPopup = signal<{ vassalage: string; gameType: GameType } | null>(null);

/**
 * Starting a game (spec section 4, start-game.ts): the launch call, its guards and its error
 * handling load on the first tap, not with the lobby's first paint (ADR 063). The tap waits for
 * the launch call anyway; the chunk is fetched alongside, and the lobby preloads it when idle.
 */
export function startGame(nodeId: number): Promise<void> {
  return loadStartGame().then((m) => m.startGame(nodeId));
}

export const loadStartGame = () => import('./start-game');
