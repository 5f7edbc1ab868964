import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { launch } from '../../../contract/games/endpoints';
import type { LotteryKind } from '../../lib/route-rules';
import { api } from '../../lib/call';
import { errorText } from '../../lib/errors';
import { PageFrame } from '../../ui/PageFrame';
import { sessionFromSearch } from '../seamless/house-api';
import { GameError } from '../seamless/SlotGame';
import { LotteryGame } from './LotteryGame';
import '../seamless/seamless.css';

const titles: Record<LotteryKind, MessageDescriptor> = {
  lottery: msg`Lottery`,
  sea: msg`Southeast Asia lottery`,
  vn: msg`Vietnam lottery`,
};

/** The vendor behind a lottery page, when the page names one (spec section 4 routing). */
const vendorOf: Partial<Record<LotteryKind, string>> = { vn: 'TCG_LOTTO_VN', sea: 'TCG_SEA' };
/** What /vnLottery opens without a game code: the northern draw. */
const defaultCode: Partial<Record<LotteryKind, string>> = { vn: 'VN_MB' };

/**
 * The lottery pages (token required; the guard sits in the router). Started from a lobby tile,
 * the URL carries the game and its launch token; the house provider draws it (ADR 013). Opened
 * from a link without a launch token (a banner's /vnLottery?gameCode=VN_MB), the page launches
 * the game itself and continues with the answer.
 */
export default function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { i18n } = useLingui();
  const search = useSearch();
  const session = useMemo(() => sessionFromSearch(search), [search]);
  const gameCode = new URLSearchParams(search).get('gameCode') ?? defaultCode[kind] ?? null;
  const vendor = vendorOf[kind];
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (session || !vendor || !gameCode) return;
    let live = true;
    api(launch, { body: { vassalage: vendor, gameCode } })
      .then((target) => {
        if (live && target.kind === 'route') navigate(target.path, { replace: true });
      })
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [session, vendor, gameCode, i18n]);

  const launching = !session && vendor && gameCode && !error;
  return (
    <PageFrame title={i18n._(titles[kind])} icon="LOTT" testId="lottery-page">
      {session ? (
        <LotteryGame session={session} />
      ) : launching ? (
        <div className="coming-soon" role="status">
          <span className="spinner" />
        </div>
      ) : (
        <div className="coming-soon">
          <GameError>{error}</GameError>
          <p className="coming-soon-title">
            <Trans>Choose a draw</Trans>
          </p>
          <p className="muted">
            <Trans>Open a lottery game from the lottery lobby to play its draws.</Trans>
          </p>
          <a className="btn btn-primary" href="/lott">
            <Trans>Go to the lottery lobby</Trans>
          </a>
        </div>
      )}
    </PageFrame>
  );
}
