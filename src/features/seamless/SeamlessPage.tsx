import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { HouseSession, RoundResult } from '../../../contract/house/schemas';
import { errorText } from '../../lib/errors';
import { PageFrame } from '../../ui/PageFrame';
import { refreshBalance } from '../wallet/balance';
import { BaccaratGame } from './BaccaratGame';
import { BalanceBar } from './BalanceBar';
import { FairnessPanel } from './FairnessPanel';
import { houseGet, sessionFromSearch } from './house-api';
import * as house from '../../../contract/house/endpoints';
import { GameError, SlotGame } from './SlotGame';
import './seamless.css';

const pct = (v: number | undefined) => (v === undefined ? '–' : `${(v * 100).toFixed(2)}%`);
const share = (v: number | undefined) => (v === undefined ? '–' : `${Math.round(v * 100)}%`);

/**
 * /seamless?nodeId=..&token=..: the house provider's game page (ADR 012). The launch token from
 * launchGame names the player; the engine (slot or baccarat) comes from the game's type.
 * Lottery games open the lottery page instead.
 */
export default function SeamlessPage() {
  const search = useSearch();
  const { i18n } = useLingui();
  const session = useMemo(() => sessionFromSearch(search), [search]);
  const [state, setState] = useState<HouseSession | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!session) return;
    let live = true;
    houseGet(session, house.session, { language: i18n.locale === 'en' ? 'en' : 'vi' })
      .then((s) => live && setState(s))
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [session, i18n]);

  const onRound = (r: RoundResult) => {
    setState((s) => (s ? { ...s, balance: r.balance, fairness: r.fairness } : s));
    // Real money moved: the header's wallet balance follows (a demo wallet is not that wallet).
    if (state?.mode === 'real') void refreshBalance();
  };

  return (
    <PageFrame title={state?.game.name ?? <Trans>Game</Trans>} icon="RNG" testId="seamless-page">
      {!session ? (
        <GameError>
          <Trans>This game link is incomplete. Please open the game from the lobby.</Trans>
        </GameError>
      ) : error ? (
        <GameError>{error}</GameError>
      ) : !state ? (
        <div className="coming-soon" role="status">
          <span className="spinner" />
          <p className="coming-soon-title" data-testid="game-starting">
            <Trans>The game is starting…</Trans>
          </p>
        </div>
      ) : (
        <div className="hg" data-testid={`engine-${state.engine}`}>
          <BalanceBar mode={state.mode} balance={state.balance} name={state.game.name} />
          {state.engine === 'slot' ? (
            <SlotGame session={session} onRound={onRound} />
          ) : state.engine === 'baccarat' ? (
            <BaccaratGame session={session} onRound={onRound} />
          ) : (
            <p className="muted">
              <Trans>Open this lottery from the lottery lobby.</Trans>
            </p>
          )}
          <FairnessPanel
            session={session}
            fairness={state.fairness}
            onFairness={(f) => setState((s) => (s ? { ...s, fairness: f } : s))}
          />
          <p className="muted hg-rtp">
            <Trans>Return to player:</Trans>{' '}
            {state.engine === 'baccarat' ? (
              <Trans>
                player {pct(state.rtp.player)}, banker {pct(state.rtp.banker)}, tie {pct(state.rtp.tie)}
              </Trans>
            ) : (
              Object.values(state.rtp).map(pct).join(' / ')
            )}
          </p>
          <p className="muted hg-rtp" data-testid="valid-share">
            {state.engine === 'baccarat' ? (
              <Trans>
                Counted as valid bet (turnover, rebate, points): player {share(state.validShare.player)},
                banker {share(state.validShare.banker)}, tie {share(state.validShare.tie)} of the stake;
                player and banker stakes of one hand cancel first.
              </Trans>
            ) : (
              <Trans>Every stake counts in full as valid bet (turnover, rebate, points).</Trans>
            )}
          </p>
        </div>
      )}
    </PageFrame>
  );
}
