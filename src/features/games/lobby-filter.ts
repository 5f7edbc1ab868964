import type { GameClassify, GameType } from '../../../contract/common';

/** The typed lobby's classify tabs (spec section 4). */
export type Classify = 'ALL' | 'HOT' | 'RECENT' | 'FAV' | 'NEW';

export type LobbyFilter = {
  vassalage: string | null;
  classify: Classify;
  /** A game classification (slot machine, SC, VP, ...) when a sub-kind is chosen. */
  gameClassify: GameClassify | null;
  page: number;
  /** Text in the search box; only a submitted search filters. */
  search: string;
  /** The submitted search term, when searching. */
  term: string | null;
};

export const typedPageSize = 40;

export function initialFilter(vassalage: string | null = null): LobbyFilter {
  return { vassalage, classify: 'ALL', gameClassify: null, page: 1, search: '', term: null };
}

export type FilterAction =
  | { type: 'vendor'; vassalage: string | null }
  | { type: 'classify'; classify: Classify }
  | { type: 'page'; page: number; totalPages: number }
  | { type: 'type-search'; text: string }
  | { type: 'search' };

/**
 * Spec section 4: picking a vendor resets classify to ALL; any filter change resets the page to 1
 * and clears the search text; a page above the total is ignored. A search is its own filter.
 */
export function reduceFilter(state: LobbyFilter, action: FilterAction): LobbyFilter {
  switch (action.type) {
    case 'vendor':
      if (action.vassalage === state.vassalage && state.classify === 'ALL' && !state.term) return state;
      return { ...initialFilter(action.vassalage) };
    case 'classify':
      if (action.classify === state.classify && !state.term) return state;
      return { ...state, classify: action.classify, gameClassify: null, page: 1, search: '', term: null };
    case 'page': {
      if (action.page < 1 || action.page > Math.max(1, action.totalPages) || action.page === state.page)
        return state;
      return { ...state, page: action.page };
    }
    case 'type-search':
      return { ...state, search: action.text };
    case 'search': {
      const term = state.search.trim();
      if (term.length < 2) return state;
      return { ...state, term, page: 1 };
    }
  }
}

/** Which classify tabs a lobby offers; 'new' for slots only. Shown only when more than one. */
export function classifyTabs(type: GameType, loggedIn: boolean): Classify[] {
  const tabs: Classify[] = ['ALL', 'HOT'];
  if (loggedIn) tabs.push('RECENT', 'FAV');
  if (type === 'RNG') tabs.push('NEW');
  return tabs;
}

/** Spec section 2: slots, live casino, fishing and cards have a game grid; others a vendor page. */
export function hasGameGrid(type: GameType): boolean {
  return type === 'RNG' || type === 'LIVE' || type === 'FISH' || type === 'PVP';
}
