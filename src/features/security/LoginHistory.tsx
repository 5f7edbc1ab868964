import { useEffect, useId, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { FormError, LoadingStatus, Term } from '../../ui/form/fields';
import { getLogins } from './security-api';
import { historyRows, type HistoryRow } from './security-logic';

/** The login methods the server records (server/features/accounts/complete-login.ts). */
const methodLabels: Record<string, MessageDescriptor> = {
  password: msg`Password`,
  sms: msg`SMS code`,
  register: msg`Registration`,
  freeplay: msg`Free play`,
  'second-step': msg`Password and second step`,
};

/** The last 20 logins (failed ones too), newest first, in local time with the GMT offset. */
export function LoginHistory() {
  const { i18n } = useLingui();
  const titleId = useId();
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getLogins()
      .then((entries) => live && setRows(historyRows(entries)))
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [i18n]);

  const method = (m: string) => (Object.hasOwn(methodLabels, m) ? i18n._(methodLabels[m]!) : m);

  return (
    <section className="panel security-card" data-testid="login-history" aria-labelledby={titleId}>
      <h3 className="security-card-title" id={titleId}>
        <Trans>Recent logins</Trans>
      </h3>
      <p className="form-note">
        <Trans>The last 20 logins to your account. If you do not recognise one, change your password.</Trans>
      </p>
      <FormError>{error}</FormError>
      {rows === null && !error ? <LoadingStatus /> : null}
      {rows?.length === 0 ? (
        <p className="muted">
          <Trans>No logins yet.</Trans>
        </p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ol className="history-list">
          {rows.map((r) => (
            <li
              key={r.key}
              className="panel history-row"
              data-testid="login-history-row"
              data-success={r.success}
            >
              <div className="history-top">
                <time dateTime={r.at}>{r.time}</time>
                <span className={r.success ? 'badge history-badge is-ok' : 'badge history-badge is-failed'}>
                  {r.success ? <Trans>Success</Trans> : <Trans>Failed</Trans>}
                </span>
              </div>
              <dl className="history-meta">
                <Term label={<Trans>IP</Trans>}>{r.ip}</Term>
                <Term label={<Trans>Device</Trans>}>{r.device ?? <Trans>Unknown device</Trans>}</Term>
                <Term label={<Trans>Method</Trans>}>{method(r.method)}</Term>
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
