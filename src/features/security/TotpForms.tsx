import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../app/dialogs';
import { errorText } from '../../lib/errors';
import { Icon } from '../../ui/Icon';
import { FormError, TextField } from '../accounts/form-parts';
import { beginTotp, confirmTotp, unbindTotp, type TotpBegin } from './security-api';
import { authenticatorLink, cleanCode, groupSecret, isSixDigitCode } from './security-logic';

function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label={<Trans>6-digit code from the app</Trans>}
      name="totpCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      value={value}
      onChange={(v) => onChange(v.replace(/[^\d ]/g, ''))}
      required
      maxLength={7}
      testId="totp-code"
      error={error}
    />
  );
}

/** Shared by bind and unbind: a six-digit code, checked here before it goes to the server. */
function useCode() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = isSixDigitCode(code) ? null : t`Please enter the 6-digit code.`;
  return { code, setCode, touched, setTouched, problem, shown: touched ? problem : null };
}

/**
 * Bind an authenticator: a new secret (pending on the server until confirmed), shown as a link
 * that opens the authenticator app and as a key in groups of four to type by hand; then a code.
 * No QR code: the phone that shows this screen is usually the one with the app.
 */
export function TotpBind({ onDone }: { onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [setup, setSetup] = useState<TotpBegin | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const input = useCode();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    beginTotp()
      .then((value) => live && setSetup(value))
      .catch((err: unknown) => live && setLoadError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [attempt, i18n]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    input.setTouched(true);
    if (input.problem) return;
    setBusy(true);
    setError(null);
    try {
      await confirmTotp(cleanCode(input.code));
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  if (!setup) {
    return loadError ? (
      <div className="form">
        <FormError>{loadError}</FormError>
        <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    ) : (
      <div className="member-loading" role="status">
        <span className="spinner" />
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      </div>
    );
  }

  const link = authenticatorLink(setup.otpauthUrl);
  const grouped = groupSecret(setup.secret);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(setup.secret)
      .then(() => showToast(<Trans>Key copied.</Trans>))
      .catch(() => null);
  };

  return (
    <form className="form totp-setup" onSubmit={submit} noValidate data-testid="totp-bind-form">
      <ol className="totp-steps">
        <li>
          <Trans>Install an authenticator app such as Google Authenticator or Microsoft Authenticator.</Trans>
        </li>
        <li>
          <Trans>Add this account to the app: open the link on this phone, or type the key by hand.</Trans>
          {link ? (
            <a className="btn btn-outline totp-open" href={link} data-testid="totp-open-app">
              <Icon name="shield" size={18} />
              <Trans>Open in authenticator app</Trans>
            </a>
          ) : null}
          <div className="totp-key">
            <span className="totp-key-label" id="totp-key-label">
              <Trans>Key (time-based)</Trans>
            </span>
            <div className="totp-key-row">
              <code className="totp-secret" aria-labelledby="totp-key-label" data-testid="totp-secret">
                {grouped}
              </code>
              <button type="button" className="icon-btn" onClick={copy} aria-label={t`Copy key`}>
                <Icon name="copy" size={18} />
              </button>
            </div>
          </div>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows for this account.</Trans>
        </li>
      </ol>
      <CodeField value={input.code} onChange={input.setCode} error={input.shown} />
      <FormError>{error}</FormError>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="totp-confirm">
        {busy ? <Trans>Checking…</Trans> : <Trans>Confirm and bind</Trans>}
      </button>
    </form>
  );
}

/** Unbinding needs a current code, so a stolen session alone cannot remove the authenticator. */
export function TotpUnbind({ onDone }: { onDone: () => void }) {
  const { i18n } = useLingui();
  const input = useCode();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    input.setTouched(true);
    if (input.problem) return;
    setBusy(true);
    setError(null);
    try {
      await unbindTotp(cleanCode(input.code));
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="totp-unbind-form">
      <p className="form-note">
        <Trans>
          Enter a current code from your authenticator app to unbind it. If it was your second step, logins
          from a new device will ask for an e-mail or SMS code instead.
        </Trans>
      </p>
      <CodeField value={input.code} onChange={input.setCode} error={input.shown} />
      <FormError>{error}</FormError>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="totp-unbind">
        {busy ? <Trans>Checking…</Trans> : <Trans>Unbind authenticator</Trans>}
      </button>
    </form>
  );
}
