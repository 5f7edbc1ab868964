import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoad } from '../../lib/use-load';
import { showToast } from '../../lib/dialogs';
import { useFormSubmit } from '../../lib/use-submit';
import { Icon } from '../../ui/icons-more';
import { LoadingStatus, RetryError, SubmitRow, TextField } from '../../ui/form/fields';
import { beginTotp, confirmTotp, unbindTotp } from './security-api';
import { authenticatorLink, cleanCode, groupSecret, isSixDigitCode } from './security-logic';

/** Shared by bind and unbind: a six-digit code, checked here before `send` takes it to the server. */
function useCodeForm(send: (code: string) => Promise<unknown>, onDone: () => void) {
  const { t } = useLingui();
  const form = useFormSubmit();
  const [code, setCode] = useState('');
  const problem = isSixDigitCode(code) ? null : t`Please enter the 6-digit code.`;
  const submit = form.handle(problem !== null, async () => {
    await send(cleanCode(code));
    onDone();
  });
  return { ...form, code, setCode, shown: form.touched ? problem : null, submit };
}

/** The end of both forms: the code field, the error and the submit button. */
function CodeActions(props: { form: ReturnType<typeof useCodeForm>; label: ReactNode; testId: string }) {
  const { form } = props;
  return (
    <>
      <TextField
        label={<Trans>6-digit code from the app</Trans>}
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        value={form.code}
        onChange={(v) => form.setCode(v.replace(/[^\d ]/g, ''))}
        required
        maxLength={7}
        testId="totp-code"
        error={form.shown}
      />
      <SubmitRow error={form.error} disabled={form.busy} testId={props.testId}>
        {form.busy ? <Trans>Checking…</Trans> : props.label}
      </SubmitRow>
    </>
  );
}

/**
 * Bind an authenticator: a new secret (pending on the server until confirmed), shown as a link
 * that opens the authenticator app and as a key in groups of four to type by hand; then a code.
 * No QR code: the phone that shows this screen is usually the one with the app.
 */
export function TotpBind({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const begun = useLoad(beginTotp, []);
  const form = useCodeForm(confirmTotp, onDone);

  const setup = begun.data;
  if (!setup) {
    return begun.error ? (
      <RetryError className="form" error={begun.error} onRetry={begun.reload} />
    ) : (
      <LoadingStatus />
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
    <form className="form totp-setup" onSubmit={form.submit} noValidate data-testid="totp-bind-form">
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
      <CodeActions form={form} label={<Trans>Confirm and bind</Trans>} testId="totp-confirm" />
    </form>
  );
}

/** Unbinding needs a current code, so a stolen session alone cannot remove the authenticator. */
export function TotpUnbind({ onDone }: { onDone: () => void }) {
  const form = useCodeForm(unbindTotp, onDone);

  return (
    <form className="form" onSubmit={form.submit} noValidate data-testid="totp-unbind-form">
      <p className="form-note">
        <Trans>
          Enter a current code from your authenticator app to unbind it. If it was your second step, logins
          from a new device will ask for an e-mail or SMS code instead.
        </Trans>
      </p>
      <CodeActions form={form} label={<Trans>Unbind authenticator</Trans>} testId="totp-unbind" />
    </form>
  );
}
