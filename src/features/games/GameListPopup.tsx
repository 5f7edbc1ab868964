import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GamesPage } from '../../../contract/games/schemas';
import { list } from '../../../contract/games/endpoints';
import { api } from '../../lib/call';
import { language } from '../../lib/i18n';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { GameGrid } from './GameTile';
import { vendorListPopup } from './launch';

/** The game list of one vendor (a VASSALAGE tile), as a popup. */
export default function GameListPopup() {
  const target = vendorListPopup.value;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<GamesPage | null>(null);
  const lang = language.value;
  useEffect(() => {
    if (!target) return;
    let live = true;
    // The visitor's language goes with every GET; `lang` here asks again when it changes.
    api(list, {
      query: { vassalage: target.vassalage, gameType: target.gameType, pageNo: page, pageSize: 40 },
    })
      .then((d) => live && setData(d))
      .catch(() => live && setData({ games: [], total: 0, totalPages: 0 }));
    return () => {
      live = false;
    };
  }, [target, page, lang]);
  if (!target) return null;
  return (
    <Modal title={target.vassalage} onClose={() => (vendorListPopup.value = null)} testId="game-list-popup">
      {data && data.games.length === 0 ? (
        <p className="muted">
          <Trans>No data</Trans>
        </p>
      ) : null}
      {data ? <GameGrid games={data.games} eagerCount={6} /> : <span className="spinner" />}
      <Pager
        page={page}
        totalPages={data?.totalPages ?? 0}
        range={3}
        margin={1}
        onPage={(p) => p >= 1 && p <= (data?.totalPages ?? 0) && setPage(p)}
      />
    </Modal>
  );
}
