import { computed, effect, signal } from '@preact/signals-react';
import type { Language } from '../../../contract/common';
import type { GameMenu } from '../../../contract/games/schemas';
import { gameMenus as menusPath } from '../../../contract/paths';
import { apiGet } from '../../lib/api';
import { language } from '../../lib/i18n';
import { toLanes } from './lanes';

type MenusState =
  | { status: 'loading'; menus: GameMenu[] }
  | { status: 'ready'; menus: GameMenu[] }
  | { status: 'error'; menus: GameMenu[] };

/**
 * Vendor categories from `GET /lgw/games/game_menus`, per language (display names differ).
 * While a language switch is loading, the previous menus stay on screen so nothing collapses.
 */
export const gameMenus = signal<MenusState>({ status: 'loading', menus: [] });
export const lanes = computed(() => toLanes(gameMenus.value.menus));

const cache = new Map<Language, GameMenu[]>();
let requested: Language | null = null;

export async function loadGameMenus(lang: Language, force = false): Promise<void> {
  const cached = cache.get(lang);
  if (cached && !force) {
    gameMenus.value = { status: 'ready', menus: cached };
    return;
  }
  requested = lang;
  // peek(): this runs inside the language effect, which must depend on the language only.
  gameMenus.value = { status: 'loading', menus: gameMenus.peek().menus };
  try {
    const menus = await apiGet(menusPath, { language: lang });
    cache.set(lang, menus);
    // A slower answer for a language the visitor already left must not overwrite the newer one.
    if (requested === lang) gameMenus.value = { status: 'ready', menus };
  } catch {
    // Spec section 8: a failed vendor-list fetch shows no message; the lobby offers a retry.
    if (requested === lang) gameMenus.value = { status: 'error', menus: gameMenus.peek().menus };
  }
}

let started = false;

/** Loads the menus now and again whenever the language changes. */
export function startGameMenus(): void {
  if (started) return;
  started = true;
  effect(() => {
    const lang = language.value;
    void loadGameMenus(lang);
  });
}
