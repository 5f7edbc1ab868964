import { useLingui } from '@lingui/react/macro';
import { PasswordField, TextField } from '../../ui/form/fields';
import { DialingCodeSelect, SmsCodeButton } from './account-fields';
import { smsForRegister } from './accounts-api';
import { problemText } from './field-messages';
import { inputPropsOf, registerFieldLabels } from './register-labels';
import type { checkForm, RegisterField, RegisterValues, visibleFields } from './register-form';

/**
 * The fields the server's register setting asks for, in its order: a password field or a text
 * field each, the mobile number with its dialing code and the SMS code with its send button.
 */
export function RegisterFields(props: {
  fields: ReturnType<typeof visibleFields>;
  values: RegisterValues;
  shown: ReturnType<typeof checkForm>;
  set: (name: RegisterField) => (v: string) => void;
  dialCode: string;
  onDialCode: (code: string) => void;
  mobileBad: boolean;
}) {
  const { i18n } = useLingui();
  const { values, dialCode } = props;
  return props.fields.map(({ name, rule }) => {
    const label = i18n._(registerFieldLabels[name]);
    const problem = props.shown[name];
    const errorMessage = problem ? problemText(i18n, problem) : null;
    const inputProps = inputPropsOf(name);
    const common = {
      label,
      name,
      value: values[name] ?? '',
      onChange: props.set(name),
      required: rule.required,
      maxLength: rule.max,
      error: errorMessage,
      testId: `register-field-${name}`,
    };
    if (inputProps.type === 'password')
      return <PasswordField key={name} {...common} autoComplete={inputProps.autoComplete} />;
    return (
      <TextField
        key={name}
        {...common}
        type={inputProps.type}
        autoComplete={inputProps.autoComplete}
        inputMode={inputProps.inputMode}
        before={
          name === 'mobileNum' ? (
            <DialingCodeSelect value={dialCode} onChange={props.onDialCode} />
          ) : undefined
        }
        after={
          name === 'verificationCode' ? (
            <SmsCodeButton
              disabled={props.mobileBad}
              send={() => smsForRegister(dialCode, (values.mobileNum ?? '').trim())}
            />
          ) : undefined
        }
      />
    );
  });
}
