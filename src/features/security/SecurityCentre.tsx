import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { showToast } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { errorText } from '../../lib/errors';
import { Icon, type IconName } from '../../ui/icons-more';
import { LoadingStatus, RetryError } from '../../ui/form/fields';
import { thenTabFromSearch } from '../../lib/member-tabs';
import { EmailForm, PhoneForm } from './ContactForms';
import { LoginHistory } from './LoginHistory';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { SecondStepChooser } from './SecondStepChooser';
import { getOverview, type SecurityOverview } from './security-api';
import { TotpBind, TotpUnbind } from './TotpForms';
import '../../ui/list.css';
import './security.css';
import { Button } from '../../ui/Button';

type Panel = 'payment' | 'totp' | 'phone' | 'email';

function SecurityItem({
  icon,
  title,
  status,
  on,
  action,
  onAction,
  expanded = false,
  testId,
  children,
}: {
  icon: IconName;
  title: ReactNode;
  status: ReactNode;
  on: boolean;
  action: ReactNode;
  onAction: () => void;
  expanded?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  const panelId = useId();
  const titleId = useId();
  const hasPanel = children !== undefined;
  return (
    <li className="security-item" data-testid={testId} data-on={on}>
      <div className="security-item-head">
        <span className={on ? 'security-icon is-on' : 'security-icon'} aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className="security-item-text">
          <h3 id={titleId}>{title}</h3>
          <p className={on ? 'security-status' : 'security-status is-off'} data-testid={`${testId}-status`}>
            {status}
          </p>
        </div>
        <Button
          variant="outline"
          className="security-action"
          onClick={onAction}
          aria-expanded={hasPanel ? expanded : undefined}
          aria-controls={hasPanel && expanded ? panelId : undefined}
          aria-describedby={titleId}
          data-testid={`${testId}-action`}
        >
          {expanded ? <Trans>Cancel</Trans> : action}
        </Button>
      </div>
      {hasPanel && expanded ? (
        <div className="security-panel" id={panelId} role="region" aria-labelledby={titleId}>
          {children}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Security centre (member centre > securityCenter): login and payment passwords, authenticator,
 * phone, e-mail, the second-step method and the recent logins. Phone first: one column of rows,
 * each opening its form in place.
 */
export default function SecurityCentre() {
  const { i18n } = useLingui();
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Sent here to set the payment password (from the withdrawal): that form is open, and saving
  // it returns the member to where they came from.
  const then = thenTabFromSearch(useSearch());
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Panel | null>(then ? 'payment' : null);

  const reload = useCallback(
    () =>
      getOverview()
        .then((o) => {
          setOverview(o);
          setError(null);
        })
        .catch((err: unknown) => setError(errorText(i18n, err))),
    [i18n],
  );

  useEffect(() => {
    let live = true;
    getOverview()
      .then((o) => live && setOverview(o))
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [i18n]);

  const toggle = (panel: Panel) => () => setOpen((current) => (current === panel ? null : panel));
  const done = (message: ReactNode) => {
    setOpen(null);
    showToast(message);
    void reload();
  };

  if (!overview) {
    return (
      <div className="security" data-testid="security-centre" aria-busy={!error}>
        {error ? (
          <RetryError className="panel security-card" error={error} onRetry={() => void reload()} />
        ) : (
          <LoadingStatus />
        )}
      </div>
    );
  }

  const notBound = <Trans>Not bound</Trans>;
  return (
    <div className="security" data-testid="security-centre">
      <ul className="panel security-list security-card">
        <SecurityItem
          icon="key"
          title={<Trans>Login password</Trans>}
          status={<Trans context="status">Set</Trans>}
          on
          action={<Trans>Change</Trans>}
          onAction={() => openModal('change-password')}
          testId="security-login-password"
        />
        <SecurityItem
          icon="lock"
          title={<Trans>Payment password</Trans>}
          status={overview.hasPaymentPassword ? <Trans context="status">Set</Trans> : <Trans>Not set</Trans>}
          on={overview.hasPaymentPassword}
          action={overview.hasPaymentPassword ? <Trans>Change</Trans> : <Trans>Set</Trans>}
          onAction={toggle('payment')}
          expanded={open === 'payment'}
          testId="security-payment-password"
        >
          <PaymentPasswordForm
            hasOne={overview.hasPaymentPassword}
            onDone={() => {
              done(<Trans>Your payment password has been saved.</Trans>);
              if (then) navigate(`/member?tab=${then}`, { replace: true });
            }}
          />
        </SecurityItem>
        <SecurityItem
          icon="shield"
          title={<Trans>Authenticator app</Trans>}
          status={overview.totpBound ? <Trans>Bound</Trans> : notBound}
          on={overview.totpBound}
          action={overview.totpBound ? <Trans>Unbind</Trans> : <Trans>Bind</Trans>}
          onAction={toggle('totp')}
          expanded={open === 'totp'}
          testId="security-totp"
        >
          {overview.totpBound ? (
            <TotpUnbind onDone={() => done(<Trans>The authenticator app has been unbound.</Trans>)} />
          ) : (
            <TotpBind onDone={() => done(<Trans>The authenticator app is now bound.</Trans>)} />
          )}
        </SecurityItem>
        <SecurityItem
          icon="phone"
          title={<Trans>Mobile number</Trans>}
          status={overview.mobile ?? notBound}
          on={overview.mobile !== null}
          action={overview.mobile ? <Trans>Replace</Trans> : <Trans>Bind</Trans>}
          onAction={toggle('phone')}
          expanded={open === 'phone'}
          testId="security-phone"
        >
          <PhoneForm
            replacing={overview.mobile !== null}
            onDone={() => done(<Trans>Your mobile number has been bound.</Trans>)}
          />
        </SecurityItem>
        <SecurityItem
          icon="mail"
          title={<Trans>E-mail</Trans>}
          status={overview.email ?? notBound}
          on={overview.email !== null}
          action={overview.email ? <Trans>Replace</Trans> : <Trans>Bind</Trans>}
          onAction={toggle('email')}
          expanded={open === 'email'}
          testId="security-email"
        >
          <EmailForm
            replacing={overview.email !== null}
            onDone={() => done(<Trans>Your e-mail address has been bound.</Trans>)}
          />
        </SecurityItem>
      </ul>
      <SecondStepChooser overview={overview} onChanged={reload} />
      <LoginHistory />
    </div>
  );
}
