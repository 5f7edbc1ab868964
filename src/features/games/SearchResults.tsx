import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GamesPage } from '../../../contract/games/schemas';
import { list } from '../../../contract/games/endpoints';
import { api } from '../../lib/call';
import { language } from '../../lib/i18n';
import { Pager } from '../../ui/Pager';
import { GameGrid } from './GameTile';

const searchPageSize = 15;

/**
 * The home search's paged results, 15 per page. A chunk of its own, loaded on the first search:
 * the pager and the results view are no part of the lobby's first paint (ADR 063).
 */
export default function SearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<GamesPage | null>(null);
  const lang = language.value;
  // A new term starts again at page 1 with a spinner (state reset during render, as React advises).
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setPage(1);
    setResult(null);
  }
  useEffect(() => {
    let live = true;
    // The visitor's language goes with every GET; `lang` here asks again when it changes.
    api(list, { query: { gameName: term, pageNo: page, pageSize: searchPageSize } })
      .then((r) => live && setResult(r))
      .catch(() => live && setResult({ games: [], total: 0, totalPages: 0 }));
    return () => {
      live = false;
    };
  }, [term, page, lang]);
  return (
    <div className="search-results" data-testid="home-search-results">
      <div className="lane-head">
        <h2>
          <Trans>Results for “{term}”</Trans>
        </h2>
        <button type="button" className="link-btn" onClick={onClear}>
          <Trans>Clear</Trans>
        </button>
      </div>
      {result === null ? <span className="spinner" /> : null}
      {result && result.games.length === 0 ? (
        <p className="muted" data-testid="no-data">
          <Trans>No data</Trans>
        </p>
      ) : null}
      {result ? <GameGrid games={result.games} /> : null}
      <Pager
        page={page}
        totalPages={result?.totalPages ?? 0}
        range={3}
        margin={1}
        onPage={(p) => p >= 1 && p <= (result?.totalPages ?? 0) && setPage(p)}
        testId="search-pager"
      />
    </div>
  );
}
