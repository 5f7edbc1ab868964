import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterSetting, WhitelabelNode } from '../../../contract/system/schemas';
import { SubmitRow, Tabs } from '../../ui/form/fields';
import { CaptchaField } from './account-fields';
import { RegisterFields } from './RegisterFields';
import { TermsCheck } from './TermsCheck';
import { useRegisterForm } from './use-register-form';

const captchaRequired = msg`Please enter the captcha.`;

/**
 * The sign-up form: a tab per register type, then the setting's fields, the captcha, the terms and
 * the submit. Its state lives in `useRegisterForm`; this file only lays it out.
 */
export function RegisterForm({
  setting,
  whitelabel,
}: {
  setting: RegisterSetting;
  whitelabel: WhitelabelNode[] | undefined;
}) {
  const { i18n } = useLingui();
  const form = useRegisterForm(setting, whitelabel);
  return (
    <>
      <Tabs
        value={form.mode}
        onChange={form.switchMode}
        tabs={form.modes.map((m) => ({
          id: m,
          label: m === 'mobile' ? <Trans>Mobile number</Trans> : <Trans>Username</Trans>,
          testId: `register-tab-${m}`,
        }))}
      />
      <form className="form" onSubmit={form.submit} noValidate data-testid="register-form">
        <RegisterFields
          fields={form.fields}
          values={form.values}
          shown={form.shown}
          set={form.set}
          dialCode={form.dialCode}
          onDialCode={form.setDialCode}
          mobileBad={form.mobileBad}
        />
        {form.captchaOn ? (
          <CaptchaField
            state={form.captcha}
            value={form.captchaValue}
            onChange={form.setCaptchaValue}
            error={form.captchaMissing ? i18n._(captchaRequired) : null}
          />
        ) : null}
        <TermsCheck checked={form.terms} onChange={form.setTerms} missing={form.termsMissing} />
        <SubmitRow error={form.error} disabled={form.busy} testId="register-submit">
          {form.busy ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
        </SubmitRow>
      </form>
    </>
  );
}
