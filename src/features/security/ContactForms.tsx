import { useState, type ComponentProps, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormSubmit } from '../../lib/use-submit';
import { browserCountry, initialDialingCode } from '../accounts/dialing-codes';
import { problemText } from '../accounts/field-messages';
import { checkValue } from '../accounts/field-problems';
import { CodeField, EmailField, MobileField } from '../accounts/account-fields';
import { PasswordField, SubmitRow } from '../../ui/form/fields';
import { defaultMobileRule, mobileProblem } from '../accounts/login-rules';
import { bindEmail, bindPhone, emailBindCode, phoneBindCode } from './security-api';
import { emailFallback, useFieldRule } from './use-register-rules';

const required = { kind: 'required', pattern: '*', min: 0, max: 0 } as const;

type FormProps = { replacing: boolean; onDone: () => void };
type Proof = { verificationCode: string; loginPassword?: string };

/**
 * What the phone and e-mail forms share: the code sent to the new phone or address, the login
 * password that replacing a bound one also needs (decision 010), and one submit path that sends
 * both along and calls `onDone`.
 */
function useBindForm({ replacing, onDone }: FormProps) {
  const { i18n } = useLingui();
  const form = useFormSubmit();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const codeMissing = code.trim() === '';
  const passwordMissing = replacing && password === '';

  const submit = (invalid: boolean, bind: (proof: Proof) => Promise<unknown>) =>
    form.handle(invalid || codeMissing || passwordMissing, async () => {
      await bind({ verificationCode: code.trim(), ...(replacing ? { loginPassword: password } : {}) });
      onDone();
    });
  const passwordError = form.touched && passwordMissing ? problemText(i18n, required) : null;
  return { ...form, replacing, code, setCode, codeMissing, password, setPassword, passwordError, submit };
}

/**
 * The end of both forms: the code (sent by `sms.send`), the login password when replacing, the
 * error and the submit button.
 */
function BindActions(props: {
  form: ReturnType<typeof useBindForm>;
  sms: ComponentProps<typeof CodeField>['sms'];
  label: ReactNode;
}) {
  const { form } = props;
  return (
    <>
      <CodeField
        name="verificationCode"
        value={form.code}
        onChange={form.setCode}
        missing={form.touched && form.codeMissing}
        testId="bind-code"
        sms={props.sms}
      />
      {form.replacing ? (
        <PasswordField
          label={<Trans>Login password</Trans>}
          name="loginPassword"
          value={form.password}
          onChange={form.setPassword}
          required
          maxLength={128}
          testId="bind-login-password"
          error={form.passwordError}
        />
      ) : null}
      <SubmitRow error={form.error} disabled={form.busy} testId="bind-submit">
        {form.busy ? <Trans>Saving…</Trans> : props.label}
      </SubmitRow>
    </>
  );
}

/** Bind or replace the mobile number with an SMS code sent to the new number. */
export function PhoneForm(props: FormProps) {
  const rule = useFieldRule('mobileNum', defaultMobileRule);
  const form = useBindForm(props);
  const [dialCode, setDialCode] = useState(() => initialDialingCode(null, browserCountry()));
  const [mobile, setMobile] = useState('');
  const mobileBad = mobileProblem(mobile, rule);

  const submit = form.submit(mobileBad !== undefined, (proof) =>
    bindPhone({ mobileNum: mobile.trim(), countryDialingCode: dialCode, ...proof }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="bind-phone-form">
      <p className="form-note">
        {props.replacing ? (
          <Trans>
            We will send a code to the new number. Replacing a number also needs your login password.
          </Trans>
        ) : (
          <Trans>We will send a code to this number.</Trans>
        )}
      </p>
      <MobileField
        label={props.replacing ? <Trans>New mobile number</Trans> : undefined}
        name="mobileNum"
        value={mobile}
        onChange={setMobile}
        dialCode={dialCode}
        onDialCode={setDialCode}
        problem={form.touched && mobileBad}
        testId="bind-mobile"
      />
      <BindActions
        form={form}
        sms={{ disabled: mobileBad !== undefined, send: () => phoneBindCode(dialCode, mobile.trim()) }}
        label={<Trans>Bind mobile number</Trans>}
      />
    </form>
  );
}

/** Bind or replace the e-mail address with a code sent to the new address. */
export function EmailForm(props: FormProps) {
  const { i18n } = useLingui();
  const rule = useFieldRule('email', emailFallback);
  const form = useBindForm(props);
  const [email, setEmail] = useState('');
  const emailProblem = checkValue('email', rule, email);

  const submit = form.submit(emailProblem !== null, (proof) => bindEmail({ email: email.trim(), ...proof }));

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="bind-email-form">
      <p className="form-note">
        {props.replacing ? (
          <Trans>
            We will e-mail a code to the new address. Replacing an address also needs your login password.
          </Trans>
        ) : (
          <Trans>We will e-mail a code to this address.</Trans>
        )}
      </p>
      <EmailField
        label={props.replacing ? <Trans>New e-mail address</Trans> : <Trans>E-mail address</Trans>}
        value={email}
        onChange={setEmail}
        maxLength={rule.max}
        testId="bind-email"
        error={form.touched && emailProblem ? problemText(i18n, emailProblem) : null}
      />
      <BindActions
        form={form}
        sms={{ disabled: emailProblem !== null, send: () => emailBindCode(email.trim()) }}
        label={<Trans>Bind e-mail address</Trans>}
      />
    </form>
  );
}
