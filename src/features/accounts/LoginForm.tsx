import { useEffect, useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldRule } from '../../../contract/system/schemas';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import {
  login,
  smsForLogin,
  type LoginArea,
  type LoginBody,
  type LoginType,
  type SecondStepValue,
  type SessionValue,
} from './accounts-api';
import { browserCountry, initialDialingCode } from './dialing-codes';
import { CaptchaField, CodeField, MobileField, useCaptcha, UsernameField } from './account-fields';
import { PasswordField, SubmitRow, Tabs } from '../../ui/form/fields';
import { finishLogin } from './login-flow';
import { mobileProblem, validateLogin, validateSmsLogin } from './login-rules';
import { clearRemembered, readRemembered, writeRemembered } from './remember';
import { SecondStepDialog } from './SecondStepDialog';

const texts = {
  username: msg`Please enter your username.`,
  password: msg`Please enter your password.`,
  captcha: msg`Please enter the captcha.`,
};

type Props = {
  area?: LoginArea;
  testId?: string;
  /** Offer the SMS tab (site setting showVerCodeLogin). */
  allowSms?: boolean;
  mobileRule?: FieldRule;
};

/**
 * Username and SMS login (spec sections 4 and 5), shared by the lobby popup and the agent page:
 * validation, captcha when the server asks for it, remember-me, the second step, then finishLogin.
 */
export function LoginForm({ area = 'member', testId, allowSms = false, mobileRule }: Props) {
  const { i18n } = useLingui();
  const rememberId = useId();
  const [remembered] = useState(readRemembered);
  const [tab, setTab] = useState<LoginType>('username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [dialCode, setDialCode] = useState(() =>
    initialDialingCode(remembered?.dialingCode, browserCountry()),
  );
  const [mobile, setMobile] = useState(remembered?.mobile ?? '');
  const [code, setCode] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [remember, setRemember] = useState(remembered !== null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{
    value: SecondStepValue;
    password: string;
    type: LoginType;
  } | null>(null);

  useEffect(() => {
    setTouched(false);
    setError(null);
  }, [tab]);

  const problems =
    tab === 'username'
      ? validateLogin(username, password, captchaShown ? captchaValue : undefined)
      : validateSmsLogin(mobile, code, mobileRule);
  const shown = touched ? problems : {};

  function rememberNow(type: LoginType) {
    if (!remember) return clearRemembered();
    if (type === 'username') writeRemembered({ username: username.trim() });
    else writeRemembered({ mobile: mobile.trim(), dialingCode: dialCode });
  }

  async function done(value: SessionValue, type: LoginType, pass: string) {
    setChallenge(null);
    await finishLogin(value, { type, password: pass });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    const body: LoginBody =
      tab === 'username'
        ? { username: username.trim(), password, type: 'username', area }
        : { username: mobile.trim(), password: code.trim(), type: 'sms', area, countryDialingCode: dialCode };
    if (tab === 'username' && captchaShown && captcha.captcha) {
      body.captchaId = captcha.captcha.captchaId;
      body.captcha = captchaValue.trim();
    }
    try {
      const value = await login(body);
      rememberNow(tab);
      if (value.status === 'SECOND_STEP') {
        setChallenge({ value, password, type: tab });
        setBusy(false);
        return;
      }
      await done(value, tab, password);
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
      if (err instanceof ApiError) {
        const needsCaptcha =
          err.details.captchaRequired === true ||
          err.code === 'CAPTCHA_REQUIRED' ||
          err.code === 'CAPTCHA_INVALID';
        if (needsCaptcha || captchaShown) {
          setCaptchaValue('');
          if (captchaShown) captcha.reload();
          else setCaptchaShown(true);
        }
      }
    }
  }

  const mobileBad = mobileProblem(mobile, mobileRule) !== undefined;

  return (
    <>
      {allowSms ? (
        <Tabs
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'username', label: <Trans>Username</Trans>, testId: 'login-tab-username' },
            { id: 'sms', label: <Trans>SMS code</Trans>, testId: 'login-tab-sms' },
          ]}
        />
      ) : null}
      <form className="form" onSubmit={submit} noValidate data-testid={testId}>
        {tab === 'username' ? (
          <>
            <UsernameField
              value={username}
              onChange={setUsername}
              testId="login-username"
              error={shown.username ? i18n._(texts.username) : null}
            />
            <PasswordField
              label={<Trans>Password</Trans>}
              name="password"
              value={password}
              onChange={setPassword}
              required
              maxLength={128}
              testId="login-password"
              error={shown.password ? i18n._(texts.password) : null}
            />
            {captchaShown ? (
              <CaptchaField
                state={captcha}
                value={captchaValue}
                onChange={setCaptchaValue}
                error={shown.captcha ? i18n._(texts.captcha) : null}
              />
            ) : null}
          </>
        ) : (
          <>
            <MobileField
              name="mobile"
              value={mobile}
              onChange={setMobile}
              dialCode={dialCode}
              onDialCode={setDialCode}
              problem={shown.mobile}
              testId="login-mobile"
            />
            <CodeField
              name="code"
              value={code}
              onChange={setCode}
              missing={Boolean(shown.code)}
              testId="login-code"
              sms={{ disabled: mobileBad, send: () => smsForLogin(dialCode, mobile.trim()) }}
            />
          </>
        )}
        <div className="form-row">
          <label className="check" htmlFor={rememberId}>
            <input
              id={rememberId}
              type="checkbox"
              checked={remember}
              data-testid="login-remember"
              onChange={(e) => {
                setRemember(e.target.checked);
                if (!e.target.checked) clearRemembered();
              }}
            />
            <span>
              <Trans>Remember me</Trans>
            </span>
          </label>
        </div>
        <SubmitRow error={error} disabled={busy} testId="login-submit">
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </SubmitRow>
      </form>
      {challenge ? (
        <SecondStepDialog
          challenge={challenge.value}
          onDone={(value) => done(value, challenge.type, challenge.password)}
          onClose={() => setChallenge(null)}
        />
      ) : null}
    </>
  );
}
