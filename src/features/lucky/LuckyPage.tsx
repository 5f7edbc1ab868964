import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { errorText } from '../../lib/errors';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { Tabs } from '../../ui/form/fields';
import { PageFrame } from '../../ui/PageFrame';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn } from '../accounts/session';
import { refreshBalance } from '../wallet/balance';
import { newRequestId } from '../wallet/money';
import { SectionPending } from '../wallet/SectionPending';
import { EggStage } from './EggStage';
import { DrawList, FairnessBox } from './LuckyRecords';
import { PrizeLine, PrizeTable } from './PrizeTable';
import { drawLucky, getLucky, type DrawResult, type LuckyGame, type LuckyState } from './lucky-api';
import { oddsText, turnTo } from './lucky-labels';
import { WheelStage } from './WheelStage';
import '../../ui/list.css';
import './lucky.css';
import { Button } from '../../ui/Button';

type Tab = 'prizes' | 'draws' | 'fair';
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The prize wheel (/luckyWheel) and the golden egg (/goldenEgg), spec sections 1-2, decisions
 * 056-057: tickets left, the published prizes with their odds, one draw per tap (a request id kept
 * until the server answered, so a double tap or a retry draws once), the result, the member's
 * draws with their verification data, and the seed pair.
 */
export default function LuckyPage() {
  // One route for both (a RegExp in LayoutRoutes), so the lobby's entry carries one line, not two.
  const [location] = useLocation();
  const game: LuckyGame = location === '/goldenEgg' ? 'egg' : 'wheel';
  const title = game === 'wheel' ? <Trans>Prize wheel</Trans> : <Trans>Golden egg</Trans>;
  return (
    <PageFrame title={title} icon={game === 'wheel' ? 'wheel' : 'egg'} testId={`lucky-${game}-page`}>
      {isLoggedIn.value ? <LuckyGameView game={game} /> : <LoginPrompt />}
    </PageFrame>
  );
}

function LuckyGameView({ game }: { game: LuckyGame }) {
  const { i18n } = useLingui();
  const lang = language.value;
  const [version, setVersion] = useState(0);
  const state = useLoad(() => getLucky(game), [game, lang]);
  const [live, setLive] = useState<LuckyState | null>(null);
  const s = live ?? state.data;
  const [tab, setTab] = useState<Tab>('prizes');
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'busy' | 'open'>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  if (!s) return <SectionPending error={state.error} />;

  const spinMs = reducedMotion() ? 0 : game === 'wheel' ? 3200 : 900;
  const odds = (p: { weight: number }) => oddsText(p.weight, s.prizes, i18n.locale);
  const noTickets = BigInt(s.tickets) === 0n;

  const play = async () => {
    if (phase === 'busy') return;
    setPhase('busy');
    setError(null);
    setResult(null);
    try {
      const r = await drawLucky(game, requestId.current);
      requestId.current = newRequestId();
      const index = s.prizes.findIndex((p) => p.id === r.draw.prizeId);
      if (game === 'wheel')
        setRotation((from) => turnTo(from, index < 0 ? r.draw.drawn : index, s.prizes.length));
      window.setTimeout(() => {
        setResult(r);
        setPhase('open');
        setLive({ ...s, tickets: r.tickets, fairness: r.fairness });
        setVersion((v) => v + 1);
        void refreshBalance();
      }, spinMs);
    } catch (err) {
      setError(errorText(i18n, err));
      setPhase('idle');
      state.reload();
      setLive(null);
    }
  };

  const tabs: { id: Tab; label: React.ReactNode; testId: string }[] = [
    { id: 'prizes', label: <Trans>Prizes and odds</Trans>, testId: 'lucky-tab-prizes' },
    { id: 'draws', label: <Trans>My draws</Trans>, testId: 'lucky-tab-draws' },
    { id: 'fair', label: <Trans>Provably fair</Trans>, testId: 'lucky-tab-fair' },
  ];
  return (
    <div className="lucky">
      <section className="lucky-head" aria-live="polite">
        <span>{game === 'wheel' ? <Trans>Wheel tickets</Trans> : <Trans>Golden egg tickets</Trans>}</span>
        <strong className="lucky-tickets" data-testid="lucky-tickets">
          {s.tickets}
        </strong>
        <Link href="/pointMall" className="lucky-more">
          <Trans>Get tickets in the points mall</Trans>
        </Link>
      </section>

      {game === 'wheel' ? (
        <WheelStage prizes={s.prizes} rotation={rotation} odds={odds} spinMs={spinMs} />
      ) : (
        <EggStage phase={phase} />
      )}

      <div className="lucky-result" aria-live="polite" data-testid="lucky-result">
        {result ? <PrizeLine draw={result.draw} wageringMultiple={s.wageringMultiple} /> : null}
        {error ? (
          <p className="lucky-error" role="alert">
            {error}
          </p>
        ) : null}
        {!s.open ? (
          <p className="lucky-error" data-testid="lucky-closed">
            <Trans>The prize pool is empty for now. No ticket is used; please try again later.</Trans>
          </p>
        ) : null}
      </div>

      <Button
        variant="primary"
        block
        className="lucky-play"
        onClick={() => void play()}
        disabled={phase === 'busy' || noTickets || !s.open}
        data-testid="lucky-play"
      >
        {phase === 'busy' ? (
          <Trans>Drawing…</Trans>
        ) : noTickets ? (
          <Trans>No tickets left</Trans>
        ) : game === 'wheel' ? (
          <Trans>Spin (1 ticket)</Trans>
        ) : (
          <Trans>Smash the egg (1 ticket)</Trans>
        )}
      </Button>

      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'prizes' ? (
        <PrizeTable prizes={s.prizes} odds={odds} wageringMultiple={s.wageringMultiple} />
      ) : tab === 'draws' ? (
        <DrawList game={game} version={version} />
      ) : (
        <FairnessBox
          game={game}
          fairness={s.fairness}
          onFairness={(fairness) => {
            setLive({ ...s, fairness });
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
