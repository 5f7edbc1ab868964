import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Icon, type IconName } from './icons-more';
import './page.css';

type Props = {
  title: ReactNode;
  icon?: IconName;
  /** Where "back" goes; without it, back follows history and falls back to the lobby. */
  backTo?: string;
  testId?: string;
  children?: ReactNode;
};

export function PageFrame({ title, icon, backTo, testId, children }: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (backTo) return navigate(backTo);
    // history.length counts this entry; with nothing before it, going back would leave the site.
    if (window.history.length > 1) return window.history.back();
    navigate('/');
  };
  return (
    <section className="page" data-testid={testId}>
      <header className="page-head">
        <button type="button" className="icon-btn" onClick={goBack} aria-label={t`Back`}>
          <Icon name="back" />
        </button>
        {icon ? <Icon name={icon} className="page-icon" size={22} /> : null}
        <h1>{title}</h1>
      </header>
      {children}
    </section>
  );
}

/** The honest placeholder for features that arrive in later releases: no made-up data. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <div className="coming-soon">
      <Icon name="history" size={36} />
      <p className="coming-soon-title">
        <Trans>Coming soon</Trans>
      </p>
      <p className="muted">
        {children ?? <Trans>We are still building this section. Please check back soon.</Trans>}
      </p>
    </div>
  );
}
