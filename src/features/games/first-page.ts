import type { GameType, Language } from '../../../contract/common';
import type { GamesPage } from '../../../contract/games';
import { apiGet } from '../../lib/api';
import { hasGameGrid, typedPageSize } from './lobby-filter';

/**
 * A typed lobby opened directly (/rng, /live?vassalage=EVO) asks for its first page as the app
 * starts, just before the first render, instead of after it: on a cheap phone the first render
 * is a few hundred milliseconds the answer can spend on its way. The lobby takes it once.
 */
let early: { key: string; page: Promise<GamesPage> } | undefined;

const keyOf = (type: GameType, vassalage: string | null, language: Language) =>
  `${type}|${vassalage ?? ''}|${language}`;

/** The query of page 1 of 'all' games, exactly as the lobby asks for it. */
export function firstPage(type: GameType, vassalage: string | null, language: Language): Promise<GamesPage> {
  return apiGet<GamesPage>('/lgw/games/list', {
    gameType: type,
    vassalage: vassalage ?? undefined,
    language,
    gameName: undefined,
    isNew: undefined,
    pageNo: 1,
    pageSize: typedPageSize,
  });
}

export function fetchFirstPageEarly(type: GameType | undefined, search: string, language: Language): void {
  if (!type || !hasGameGrid(type)) return;
  const vassalage = new URLSearchParams(search).get('vassalage');
  const page = firstPage(type, vassalage, language);
  // Nobody may take it (the visitor switched tabs first): its failure must not go unhandled.
  page.catch(() => {});
  early = { key: keyOf(type, vassalage, language), page };
}

/** The early answer for this lobby, at most once; undefined when there is none for it. */
export function takeFirstPage(
  type: GameType,
  vassalage: string | null,
  language: Language,
): Promise<GamesPage> | undefined {
  if (!early || early.key !== keyOf(type, vassalage, language)) return undefined;
  const { page } = early;
  early = undefined;
  return page;
}
