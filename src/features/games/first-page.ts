import type { GameType, Language } from '../../../contract/common';
import { list } from '../../../contract/games/endpoints';
import type { GamesPage } from '../../../contract/games/schemas';
import { api } from '../../lib/call';
import { hasGameGrid, typedPageSize } from './lobby-filter';

/**
 * A typed lobby opened directly (/rng, /live?vassalage=EVO) has its first page before its first
 * render: from the HTML when the server put it there, else asked for as the app starts instead
 * of after the first render (on a cheap phone, a few hundred milliseconds the answer can spend on
 * its way). The lobby takes it once.
 */
type Early = { key: string; page: Promise<GamesPage>; ready?: GamesPage };
let early: Early | undefined;

const keyOf = (type: GameType, vassalage: string | null, language: Language) =>
  `${type}|${vassalage ?? ''}|${language}`;

/**
 * The query of page 1 of 'all' games, exactly as the lobby asks for it (in the visitor's language,
 * the one `language` names: the lobby asks after the catalog is active).
 */
export function firstPage(type: GameType, vassalage: string | null): Promise<GamesPage> {
  return api(list, {
    query: {
      gameType: type,
      vassalage: vassalage ?? undefined,
      gameName: undefined,
      isNew: undefined,
      pageNo: 1,
      pageSize: typedPageSize,
    },
  });
}

/**
 * The first page the server put into the HTML (server/features/shell: `#boot-data`), when it is
 * the one this lobby is about to ask for. Read once; a malformed block counts as none.
 */
function pageFromHtml(key: string): GamesPage | undefined {
  const block = document.getElementById('boot-data');
  if (!block) return undefined;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? '');
    if (typeof data !== 'object' || data === null || !('firstPage' in data)) return undefined;
    const first = data.firstPage as {
      gameType?: unknown;
      vassalage?: unknown;
      language?: unknown;
      page?: GamesPage;
    };
    const sameKey = keyOf(
      first.gameType as GameType,
      (first.vassalage as string | null) ?? null,
      first.language as Language,
    );
    if (sameKey !== key || !Array.isArray(first.page?.games)) return undefined;
    return first.page;
  } catch {
    return undefined;
  }
}

export function fetchFirstPageEarly(type: GameType | undefined, search: string, language: Language): void {
  if (!type || !hasGameGrid(type)) return;
  const vassalage = new URLSearchParams(search).get('vassalage');
  const key = keyOf(type, vassalage, language);
  const ready = pageFromHtml(key);
  if (ready) {
    early = { key, page: Promise.resolve(ready), ready };
    return;
  }
  const page = firstPage(type, vassalage);
  // Nobody may take it (the visitor switched tabs first): its failure must not go unhandled.
  page.catch(() => {});
  early = { key, page };
}

/** The first page when it is already here (from the HTML): the lobby's first render shows it. */
export function readyFirstPage(
  type: GameType,
  vassalage: string | null,
  language: Language,
): GamesPage | undefined {
  return early?.key === keyOf(type, vassalage, language) ? early.ready : undefined;
}

/** The early answer for this lobby, at most once; undefined when there is none for it. */
export function takeFirstPage(
  type: GameType,
  vassalage: string | null,
  language: Language,
): Early | undefined {
  if (!early || early.key !== keyOf(type, vassalage, language)) return undefined;
  const taken = early;
  early = undefined;
  return taken;
}
