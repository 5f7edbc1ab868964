import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons-more';
import { heldPassword } from '../../lib/overlays';
import { session } from '../accounts/session';
import { balanceHidden, balanceLoading, refreshBalance, toggleBalanceHidden, wallet } from './balance';
import { formatMoney } from './money';
import './wallet.css';

/** Header balance with show/hide (remembered) and refresh (spec section 2). */
export function HeaderBalance() {
  const { t } = useLingui();
  const token = session.value?.token;
  // Asked again when a forced password change ends: the server refused it until then (decision 103).
  const forced = heldPassword.value?.forced;
  useEffect(() => {
    wallet.value = null;
    if (token) void refreshBalance();
  }, [token, forced]);
  const w = wallet.value;
  const hidden = balanceHidden.value;
  return (
    <div className="header-balance" data-testid="header-balance">
      <span className="header-balance-amount" data-testid="header-balance-amount" aria-live="polite">
        {hidden ? '******' : formatMoney(w?.balance, w?.currencySymbol)}
      </span>
      <button
        type="button"
        className="icon-btn header-balance-btn"
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
        aria-pressed={hidden}
        data-testid="header-balance-toggle"
        onClick={toggleBalanceHidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={
          balanceLoading.value ? 'icon-btn header-balance-btn is-spinning' : 'icon-btn header-balance-btn'
        }
        aria-label={t`Refresh balance`}
        data-testid="header-balance-refresh"
        onClick={() => void refreshBalance()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
