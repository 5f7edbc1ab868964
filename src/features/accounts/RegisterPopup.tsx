import { useEffect, useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { RegisterSetting, WhitelabelNode } from '../../../contract/system/schemas';
import { showDialog } from '../../lib/dialogs';
import { closeModal, openModal, referralCode } from '../../lib/overlays';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { loadPermission } from '../system/permission';
import { isWhitelabelOn } from '../system/whitelabel';
import { checkAffiliate, getRegisterSetting, register, smsForRegister } from './accounts-api';
import { deviceId } from '../../lib/device-id';
import { browserCountry, initialDialingCode } from './dialing-codes';
import { problemText } from './field-messages';
import { CaptchaField, DialingCodeSelect, SmsCodeButton, useCaptcha } from './account-fields';
import { PasswordField, SubmitRow, Tabs, TextField } from '../../ui/form/fields';
import { finishLogin } from './login-flow';
import { mobileProblem } from './login-rules';
import { inputPropsOf, registerFieldLabels } from './register-labels';
import {
  checkForm,
  registerBody,
  ruleOf,
  visibleFields,
  type RegisterField,
  type RegisterMode,
  type RegisterValues,
} from './register-form';
import { Button } from '../../ui/Button';

const captchaRequired = msg`Please enter the captcha.`;

/** Register types on offer (spec section 4): each behind its whitelabel flag; mobile is the default when on. */
export function registerModes(whitelabel: readonly WhitelabelNode[] | undefined): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (isWhitelabelOn(whitelabel, 'MOBILENUMREG3')) modes.push('mobile');
  if (isWhitelabelOn(whitelabel, 'USERNAMEREG3')) modes.push('username');
  return modes.length > 0 ? modes : ['username'];
}

function RegisterForm({
  setting,
  whitelabel,
}: {
  setting: RegisterSetting;
  whitelabel: WhitelabelNode[] | undefined;
}) {
  const { i18n } = useLingui();
  const termsId = useId();
  const modes = registerModes(whitelabel);
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const smsVerification = isWhitelabelOn(whitelabel, 'REGMOBVERF3');
  const fields = visibleFields(setting.validate, mode, smsVerification);
  const captchaRule = ruleOf(setting.validate, 'captcha');
  const captchaOn = captchaRule?.enabled === true;
  const captcha = useCaptcha(captchaOn);
  const [captchaValue, setCaptchaValue] = useState('');
  const [dialCode, setDialCode] = useState(() => initialDialingCode(null, browserCountry()));
  const [values, setValues] = useState<RegisterValues>(() =>
    referralCode.value ? { referralCode: referralCode.value.slice(0, 32) } : {},
  );
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const problems = checkForm(fields, values);
  const shown = touched ? problems : {};
  const captchaMissing = touched && captchaOn && captchaValue.trim() === '';
  const termsMissing = touched && !terms;
  const mobileBad =
    mobileProblem(values.mobileNum ?? '', ruleOf(setting.validate, 'mobileNum')) !== undefined;

  function switchMode(next: RegisterMode) {
    setMode(next);
    setTouched(false);
    setError(null);
    // Spec section 4: switching type refreshes the captcha.
    if (captchaOn) {
      setCaptchaValue('');
      captcha.reload();
    }
  }

  const set = (name: RegisterField) => (v: string) => setValues((prev) => ({ ...prev, [name]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!terms || Object.keys(problems).length > 0 || (captchaOn && captchaValue.trim() === '')) return;
    setBusy(true);
    setError(null);
    const body = registerBody(fields, values, mode);
    try {
      // Spec section 4: an invitation code is checked first; a bad one stops registration.
      const invitation = body.affiliateCode;
      if (invitation) {
        try {
          await checkAffiliate(invitation);
        } catch (err) {
          if (err instanceof ApiError && err.code === 'INVALID_INVITATION_CODE') {
            setBusy(false);
            showDialog({
              kind: 'info',
              title: <Trans>Warning</Trans>,
              message: <Trans>Invitation code error.</Trans>,
              testId: 'invitation-dialog',
            });
            return;
          }
          throw err;
        }
      }
      const value = await register(mode, {
        ...body,
        // The install's id: a member referral compares it with the referrer's (decision 059).
        deviceId: deviceId(),
        ...(body.mobileNum ? { countryDialingCode: dialCode } : {}),
        ...(captchaOn && captcha.captcha
          ? { captchaId: captcha.captcha.captchaId, captcha: captchaValue.trim() }
          : {}),
      });
      await finishLogin(value, { type: 'register', password: body.password, goHome: true });
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
      if (captchaOn) {
        setCaptchaValue('');
        captcha.reload();
      }
    }
  }

  return (
    <>
      <Tabs
        value={mode}
        onChange={switchMode}
        tabs={modes.map((m) => ({
          id: m,
          label: m === 'mobile' ? <Trans>Mobile number</Trans> : <Trans>Username</Trans>,
          testId: `register-tab-${m}`,
        }))}
      />
      <form className="form" onSubmit={submit} noValidate data-testid="register-form">
        {fields.map(({ name, rule }) => {
          const label = i18n._(registerFieldLabels[name]);
          const problem = shown[name];
          const errorMessage = problem ? problemText(i18n, problem) : null;
          const props = inputPropsOf(name);
          const common = {
            label,
            name,
            value: values[name] ?? '',
            onChange: set(name),
            required: rule.required,
            maxLength: rule.max,
            error: errorMessage,
            testId: `register-field-${name}`,
          };
          if (props.type === 'password')
            return <PasswordField key={name} {...common} autoComplete={props.autoComplete} />;
          return (
            <TextField
              key={name}
              {...common}
              type={props.type}
              autoComplete={props.autoComplete}
              inputMode={props.inputMode}
              before={
                name === 'mobileNum' ? (
                  <DialingCodeSelect value={dialCode} onChange={setDialCode} />
                ) : undefined
              }
              after={
                name === 'verificationCode' ? (
                  <SmsCodeButton
                    disabled={mobileBad}
                    send={() => smsForRegister(dialCode, (values.mobileNum ?? '').trim())}
                  />
                ) : undefined
              }
            />
          );
        })}
        {captchaOn ? (
          <CaptchaField
            state={captcha}
            value={captchaValue}
            onChange={setCaptchaValue}
            error={captchaMissing ? i18n._(captchaRequired) : null}
          />
        ) : null}
        <div>
          <label className="check" htmlFor={termsId}>
            <input
              id={termsId}
              type="checkbox"
              checked={terms}
              data-testid="register-terms"
              onChange={(e) => setTerms(e.target.checked)}
              aria-invalid={termsMissing ? true : undefined}
            />
            <span>
              <Trans>
                I am over 18 and agree to the{' '}
                <a href="/help#term" target="_blank" rel="noopener">
                  terms and conditions
                </a>
                .
              </Trans>
            </span>
          </label>
          {termsMissing ? (
            <p className="field-error" data-testid="register-terms-error">
              <Trans>Please agree to the terms and conditions.</Trans>
            </p>
          ) : null}
        </div>
        <SubmitRow error={error} disabled={busy} testId="register-submit">
          {busy ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
        </SubmitRow>
      </form>
    </>
  );
}

/** Registration popup: fields and rules come from the server's register setting (spec sections 3 and 5). */
export default function RegisterPopup() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const [loaded, setLoaded] = useState<{ setting: RegisterSetting; whitelabel?: WhitelabelNode[] } | null>(
    null,
  );
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([getRegisterSetting(), loadPermission()])
      .then(
        ([setting, permission]) => live && setLoaded({ setting, whitelabel: permission?.info.whitelabel }),
      )
      .catch((err: unknown) => live && setLoadError(err));
    return () => {
      live = false;
    };
  }, [attempt]);

  const close = () => {
    closeModal();
    // Leave /register so a reload does not reopen the popup.
    if (location.toLowerCase() === '/register') navigate('/', { replace: true });
  };

  return (
    <Modal title={<Trans>Sign up</Trans>} onClose={close} testId="register-popup">
      {loaded ? <RegisterForm setting={loaded.setting} whitelabel={loaded.whitelabel} /> : null}
      {!loaded && loadError ? (
        <div className="form">
          <p className="form-error" role="alert">
            {errorText(i18n, loadError)}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {!loaded && !loadError ? (
        <div className="modal-loading" aria-busy="true">
          <span className="spinner" />
        </div>
      ) : null}
      <div className="form-links modal-links">
        <span className="muted">
          <Trans>Already have an account?</Trans>
        </span>
        <button type="button" className="link-btn" onClick={() => openModal('login')}>
          <Trans>Log in</Trans>
        </button>
      </div>
    </Modal>
  );
}
