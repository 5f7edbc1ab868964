import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RegisterSetting, WhitelabelNode } from '../../../contract/system/schemas';
import { errorText } from '../../lib/errors';
import { referralCode } from '../../lib/overlays';
import { isWhitelabelOn } from '../system/whitelabel';
import { useCaptcha } from './account-fields';
import { browserCountry, initialDialingCode } from './dialing-codes';
import { mobileProblem } from './login-rules';
import {
  checkForm,
  registerBody,
  ruleOf,
  visibleFields,
  type RegisterField,
  type RegisterMode,
  type RegisterValues,
} from './register-form';
import { registerModes } from './register-modes';
import { invitationRefused, registerAndSignIn, showInvitationRefused } from './register-submit';

/**
 * The register form's state, kept apart from its markup: the type (mobile or username), the
 * fields the server's setting asks for and their values, the captcha, the terms box, and the
 * submit. Problems show only once the player has tried to submit (`touched`).
 */
export function useRegisterForm(setting: RegisterSetting, whitelabel: WhitelabelNode[] | undefined) {
  const { i18n } = useLingui();
  const modes = registerModes(whitelabel);
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const smsVerification = isWhitelabelOn(whitelabel, 'REGMOBVERF3');
  const fields = visibleFields(setting.validate, mode, smsVerification);
  const captchaOn = ruleOf(setting.validate, 'captcha')?.enabled === true;
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
  const mobileBad =
    mobileProblem(values.mobileNum ?? '', ruleOf(setting.validate, 'mobileNum')) !== undefined;

  const reloadCaptcha = () => {
    if (!captchaOn) return;
    setCaptchaValue('');
    captcha.reload();
  };

  function switchMode(next: RegisterMode) {
    setMode(next);
    setTouched(false);
    setError(null);
    // Spec section 4: switching type refreshes the captcha.
    reloadCaptcha();
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
      if (await invitationRefused(body.affiliateCode)) {
        setBusy(false);
        showInvitationRefused();
        return;
      }
      const answer =
        captchaOn && captcha.captcha
          ? { captchaId: captcha.captcha.captchaId, captcha: captchaValue.trim() }
          : null;
      await registerAndSignIn(mode, body, dialCode, answer);
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
      reloadCaptcha();
    }
  }

  return {
    modes,
    mode,
    switchMode,
    fields,
    values,
    set,
    dialCode,
    setDialCode,
    mobileBad,
    captchaOn,
    captcha,
    captchaValue,
    setCaptchaValue,
    terms,
    setTerms,
    busy,
    error,
    submit,
    shown: touched ? problems : {},
    captchaMissing: touched && captchaOn && captchaValue.trim() === '',
    termsMissing: touched && !terms,
  };
}
