import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { browserCountry, initialDialingCode } from '../accounts/dialing-codes';
import { problemText } from '../accounts/field-messages';
import { checkValue } from '../accounts/field-problems';
import { CodeField, FormError, MobileField, PasswordField, TextField } from '../accounts/form-parts';
import { defaultMobileRule, mobileProblem } from '../accounts/login-rules';
import { bindEmail, bindPhone, emailBindCode, phoneBindCode } from './security-api';
import { emailFallback, useFieldRule } from './use-register-rules';

const required = { kind: 'required', pattern: '*', min: 0, max: 0 } as const;

type FormProps = { replacing: boolean; onDone: () => void };

/** Replacing a bound phone or e-mail also needs the login password (decision 010). */
function LoginPasswordField(props: { value: string; onChange: (v: string) => void; error: string | null }) {
  return (
    <PasswordField
      label={<Trans>Login password</Trans>}
      name="loginPassword"
      value={props.value}
      onChange={props.onChange}
      required
      maxLength={128}
      testId="bind-login-password"
      error={props.error}
    />
  );
}

/** Bind or replace the mobile number with an SMS code sent to the new number. */
export function PhoneForm({ replacing, onDone }: FormProps) {
  const { i18n } = useLingui();
  const rule = useFieldRule('mobileNum', defaultMobileRule);
  const [dialCode, setDialCode] = useState(() => initialDialingCode(null, browserCountry()));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mobileBad = mobileProblem(mobile, rule);
  const codeMissing = code.trim() === '';
  const passwordMissing = replacing && password === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (mobileBad || codeMissing || passwordMissing) return;
    setBusy(true);
    setError(null);
    try {
      await bindPhone({
        mobileNum: mobile.trim(),
        countryDialingCode: dialCode,
        verificationCode: code.trim(),
        ...(replacing ? { loginPassword: password } : {}),
      });
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="bind-phone-form">
      <p className="form-note">
        {replacing ? (
          <Trans>
            We will send a code to the new number. Replacing a number also needs your login password.
          </Trans>
        ) : (
          <Trans>We will send a code to this number.</Trans>
        )}
      </p>
      <MobileField
        label={replacing ? <Trans>New mobile number</Trans> : undefined}
        name="mobileNum"
        value={mobile}
        onChange={setMobile}
        dialCode={dialCode}
        onDialCode={setDialCode}
        problem={touched && mobileBad}
        testId="bind-mobile"
      />
      <CodeField
        name="verificationCode"
        value={code}
        onChange={setCode}
        missing={touched && codeMissing}
        testId="bind-code"
        sms={{ disabled: mobileBad !== undefined, send: () => phoneBindCode(dialCode, mobile.trim()) }}
      />
      {replacing ? (
        <LoginPasswordField
          value={password}
          onChange={setPassword}
          error={touched && passwordMissing ? problemText(i18n, required) : null}
        />
      ) : null}
      <FormError>{error}</FormError>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="bind-submit">
        {busy ? <Trans>Saving…</Trans> : <Trans>Bind mobile number</Trans>}
      </button>
    </form>
  );
}

/** Bind or replace the e-mail address with a code sent to the new address. */
export function EmailForm({ replacing, onDone }: FormProps) {
  const { i18n } = useLingui();
  const rule = useFieldRule('email', emailFallback);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailProblem = checkValue('email', rule, email);
  const codeMissing = code.trim() === '';
  const passwordMissing = replacing && password === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailProblem || codeMissing || passwordMissing) return;
    setBusy(true);
    setError(null);
    try {
      await bindEmail({
        email: email.trim(),
        verificationCode: code.trim(),
        ...(replacing ? { loginPassword: password } : {}),
      });
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="bind-email-form">
      <p className="form-note">
        {replacing ? (
          <Trans>
            We will e-mail a code to the new address. Replacing an address also needs your login password.
          </Trans>
        ) : (
          <Trans>We will e-mail a code to this address.</Trans>
        )}
      </p>
      <TextField
        label={replacing ? <Trans>New e-mail address</Trans> : <Trans>E-mail address</Trans>}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        maxLength={rule.max}
        testId="bind-email"
        error={touched && emailProblem ? problemText(i18n, emailProblem) : null}
      />
      <CodeField
        name="verificationCode"
        value={code}
        onChange={setCode}
        missing={touched && codeMissing}
        testId="bind-code"
        sms={{ disabled: emailProblem !== null, send: () => emailBindCode(email.trim()) }}
      />
      {replacing ? (
        <LoginPasswordField
          value={password}
          onChange={setPassword}
          error={touched && passwordMissing ? problemText(i18n, required) : null}
        />
      ) : null}
      <FormError>{error}</FormError>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="bind-submit">
        {busy ? <Trans>Saving…</Trans> : <Trans>Bind e-mail address</Trans>}
      </button>
    </form>
  );
}
