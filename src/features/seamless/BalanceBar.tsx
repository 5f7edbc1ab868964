import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayMode } from '../../../contract/house/schemas';
import { money } from './money';

/** The player's balance, marked DEMO on a demo wallet (play money, not the real wallet). */
export function BalanceBar({ mode, balance, name }: { mode: PlayMode; balance: string; name: string }) {
  const { i18n } = useLingui();
  return (
    <div className="hg-balance" data-testid="game-balance-bar">
      <span className="hg-game-name">{name}</span>
      {mode === 'demo' ? (
        <span className="hg-demo" data-testid="demo-badge">
          <Trans>Demo</Trans>
        </span>
      ) : null}
      <span className="hg-balance-value">
        <span className="muted">
          {mode === 'demo' ? <Trans>Demo balance</Trans> : <Trans>Balance</Trans>}
        </span>{' '}
        <b data-testid="game-balance">{money(balance, i18n.locale)}</b>
      </span>
    </div>
  );
}
