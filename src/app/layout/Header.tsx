import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isLoggedIn } from '../../features/accounts/session';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { openModal, sideMenuOpen } from '../../lib/overlays';

// Only logged-in visitors need the account area: guests never download it.
const HeaderAccount = lazy(() => import('./HeaderAccount'));

export function Header({ withSideMenu }: { withSideMenu: boolean }) {
  const { t } = useLingui();
  return (
    <header className="header">
      <div className="header-inner">
        {withSideMenu ? (
          <button
            type="button"
            className="icon-btn"
            data-testid="side-menu-button"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={sideMenuOpen.value}
            onClick={() => {
              sideMenuOpen.value = true;
            }}
          >
            <Icon name="menu" size={22} />
          </button>
        ) : null}
        <Link href="/" className="header-logo" aria-label={t`Lobby home`}>
          <Logo />
        </Link>
        <div className="header-actions">
          {isLoggedIn.value ? (
            <Suspense fallback={<span className="header-account-skeleton" />}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-outline"
                data-testid="header-login"
                onClick={() => openModal('login')}
              >
                <Trans>Log in</Trans>
              </button>
              <button
                type="button"
                className="btn btn-primary"
                data-testid="header-register"
                onClick={() => openModal('register')}
              >
                <Trans>Sign up</Trans>
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
