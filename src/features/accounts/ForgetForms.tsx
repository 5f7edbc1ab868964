import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import type { FieldRule, RegisterSetting } from '../../../contract/system/schemas';
import { showDialog, showToast } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { useFormSubmit } from '../../lib/use-submit';
import { loadPermission } from '../system/permission';
import { isWhitelabelOn } from '../system/whitelabel';
import {
  forgotByEmail,
  getRegisterSetting,
  login,
  resetByLink,
  resetByPhone,
  smsForReset,
} from './accounts-api';
import { browserCountry, initialDialingCode } from './dialing-codes';
import { problemText } from './field-messages';
import { checkValue } from './field-problems';
import { CodeField, EmailField, MobileField, NewPasswordFields, UsernameField } from './account-fields';
import { PasswordField, SubmitRow, Tabs } from '../../ui/form/fields';
import { finishLogin } from './login-flow';
import { mobileProblem } from './login-rules';
import { ruleOf } from './register-form';

const usernameFallback: FieldRule = { enabled: true, required: true, min: 1, max: 64, pattern: '*' };
const emailFallback: FieldRule = { enabled: true, required: true, min: 3, max: 128, pattern: 'EMAIL' };
const passwordFallback: FieldRule = { enabled: true, required: true, min: 6, max: 20, pattern: '*' };

const required = (rule: FieldRule | undefined, fallback: FieldRule): FieldRule => ({
  ...(rule ?? fallback),
  enabled: true,
  required: true,
});

function useSetting(): RegisterSetting | null {
  const [setting, setSetting] = useState<RegisterSetting | null>(null);
  useEffect(() => {
    let live = true;
    getRegisterSetting()
      .then((s) => live && setSetting(s))
      .catch(() => null);
    return () => {
      live = false;
    };
  }, []);
  return setting;
}

function EmailForm({ rules, onDone }: { rules: Record<string, FieldRule>; onDone: () => void }) {
  const { i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { touched, busy, error, handle } = useFormSubmit();
  const userProblem = checkValue('username', required(rules.username, usernameFallback), username);
  const emailProblem = checkValue('email', required(rules.email, emailFallback), email);

  const submit = handle(userProblem !== null || emailProblem !== null, async () => {
    await forgotByEmail(username.trim(), email.trim());
    onDone();
    showDialog({
      kind: 'info',
      title: <Trans>Check your e-mail</Trans>,
      message: (
        <Trans>
          If the username and e-mail match an account, we have sent a link to reset the password. The link is
          valid for a limited time.
        </Trans>
      ),
      testId: 'forget-email-sent',
    });
  });

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forget-email-form">
      <UsernameField
        value={username}
        onChange={setUsername}
        testId="forget-username"
        error={touched && userProblem ? problemText(i18n, userProblem) : null}
      />
      <EmailField
        label={<Trans>E-mail</Trans>}
        value={email}
        onChange={setEmail}
        maxLength={128}
        testId="forget-email"
        error={touched && emailProblem ? problemText(i18n, emailProblem) : null}
      />
      <SubmitRow error={error} disabled={busy} testId="forget-submit">
        {busy ? <Trans>Sending…</Trans> : <Trans>Send reset link</Trans>}
      </SubmitRow>
    </form>
  );
}

function MobileForm({ rules, onDone }: { rules: Record<string, FieldRule>; onDone: () => void }) {
  const { i18n } = useLingui();
  const [dialCode, setDialCode] = useState(() => initialDialingCode(null, browserCountry()));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { touched, busy, error, handle } = useFormSubmit();
  const mobileRule = ruleOf(rules, 'mobileNum');
  const mobileBad = mobileProblem(mobile, mobileRule);
  const codeMissing = code.trim() === '';
  const passwordProblem = checkValue('password', required(rules.password, passwordFallback), password);

  const submit = handle(mobileBad !== undefined || codeMissing || passwordProblem !== null, async () => {
    const mobileNum = mobile.trim();
    const result = await resetByPhone({
      mobileNum,
      countryDialingCode: dialCode,
      verificationCode: code.trim(),
      newPassword: password,
    });
    // Spec section 4: then log in with the new password, load member info and go to /. The
    // account name comes with the answer when the server gives it; a mobile-registered account's
    // name is its number. If that login cannot go through, the visitor logs in by hand.
    const account = accountOf(result) ?? mobileNum.replace(/\D/g, '');
    const value = await login({ username: account, password, type: 'username', area: 'member' }).catch(
      () => null,
    );
    onDone();
    if (value?.status === 'OK') await finishLogin(value, { type: 'username', password, goHome: true });
    else {
      showToast(<Trans>Your password has been reset. Please log in.</Trans>);
      openModal('login');
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forget-mobile-form">
      <MobileField
        name="mobile"
        value={mobile}
        onChange={setMobile}
        dialCode={dialCode}
        onDialCode={setDialCode}
        problem={touched && mobileBad}
        testId="forget-mobile"
      />
      <CodeField
        name="code"
        value={code}
        onChange={setCode}
        missing={touched && codeMissing}
        testId="forget-code"
        sms={{
          disabled: mobileBad !== undefined,
          subtractHalfRoundTrip: true,
          send: () => smsForReset(dialCode, mobile.trim()),
        }}
      />
      <PasswordField
        label={<Trans>New password</Trans>}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
        maxLength={128}
        testId="forget-new-password"
        error={touched && passwordProblem ? problemText(i18n, passwordProblem) : null}
      />
      <SubmitRow error={error} disabled={busy} testId="forget-submit">
        {busy ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
      </SubmitRow>
    </form>
  );
}

function accountOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const key of ['account', 'username'] as const) {
    if (key in value) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string' && v) return v;
    }
  }
  return null;
}

/** Forgot password (spec sections 2 and 4): e-mail and mobile tabs; mobile first when CHNGPASSVERIF3 is on. */
export function ForgetForms({ onDone }: { onDone: () => void }) {
  const setting = useSetting();
  const [tab, setTab] = useState<'email' | 'mobile' | null>(null);
  useEffect(() => {
    let live = true;
    void loadPermission().then((p) => {
      if (!live) return;
      setTab(
        (current) => current ?? (isWhitelabelOn(p?.info.whitelabel, 'CHNGPASSVERIF3') ? 'mobile' : 'email'),
      );
    });
    return () => {
      live = false;
    };
  }, []);
  const rules = setting?.validate ?? {};
  const current = tab ?? 'email';
  return (
    <>
      <Tabs
        value={current}
        onChange={setTab}
        tabs={[
          { id: 'email', label: <Trans>By e-mail</Trans>, testId: 'forget-tab-email' },
          { id: 'mobile', label: <Trans>By mobile number</Trans>, testId: 'forget-tab-mobile' },
        ]}
      />
      {current === 'email' ? (
        <EmailForm rules={rules} onDone={onDone} />
      ) : (
        <MobileForm rules={rules} onDone={onDone} />
      )}
    </>
  );
}

/** The link from the reset e-mail: /forget?resetToken=... */
export function ResetLinkForm({ token }: { token: string }) {
  const setting = useSetting();
  const rule = required(setting ? ruleOf(setting.validate, 'password') : undefined, passwordFallback);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { touched, busy, error, handle } = useFormSubmit();
  const problem = checkValue('password', rule, password);
  const confirmProblem =
    confirm === ''
      ? ({ kind: 'required', pattern: '*', min: 0, max: 0 } as const)
      : confirm !== password
        ? ({ kind: 'mismatch' } as const)
        : null;

  const submit = handle(problem !== null || confirmProblem !== null, async () => {
    await resetByLink(token, password);
    navigate('/', { replace: true });
    showToast(<Trans>Your password has been reset. Please log in.</Trans>);
    openModal('login');
  });

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="reset-password-form">
      <p className="form-note">
        <Trans>Choose a new password for your account.</Trans>
      </p>
      <NewPasswordFields
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        testIds={{ password: 'reset-new-password', confirm: 'reset-confirm-password' }}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        maxLength={rule.max}
        problems={{ password: touched && problem, confirm: touched && confirmProblem }}
      />
      <SubmitRow error={error} disabled={busy} testId="forget-submit">
        {busy ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
      </SubmitRow>
    </form>
  );
}
