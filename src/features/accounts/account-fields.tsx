import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { showDialog } from '../../lib/dialogs';
import { errorText } from '../../lib/errors';
import { Icon } from '../../ui/Icon';
import { PasswordField, TextField, type FieldProps } from '../../ui/form/fields';
import { getCaptcha, type Captcha, type SmsCode } from './accounts-api';
import { dialingCodes } from './dialing-codes';
import { problemText } from './field-messages';
import type { Problem } from './field-problems';
import { createThrottle, secondsLeft, smsCountdownSeconds } from './timing';
import './accounts.css';
import { Button } from '../../ui/Button';

// The account widgets on top of the shared form kit (src/ui/form): captcha, SMS code button, dialing
// codes, mobile and code fields, new password pair. Security's contact forms reuse them.

/**
 * The SMS code button (spec sections 4 and 9): sends at most once a second, then stays disabled for
 * expiredMinutes x 60 s (60 s by default), optionally less half the round trip. Disabled while the
 * phone number is invalid. A failure shows the translated error in a warning dialog.
 */
export function SmsCodeButton({
  disabled,
  send,
  subtractHalfRoundTrip = false,
}: {
  disabled: boolean;
  send: () => Promise<SmsCode>;
  subtractHalfRoundTrip?: boolean;
}) {
  const { i18n } = useLingui();
  const throttle = useMemo(() => createThrottle(1000), []);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  async function click() {
    if (busy || left > 0 || !throttle()) return;
    setBusy(true);
    const started = Date.now();
    try {
      const result = await send();
      const ended = Date.now();
      const seconds = smsCountdownSeconds(result.expiredMinutes, subtractHalfRoundTrip ? ended - started : 0);
      setNow(ended);
      setDeadline(ended + seconds * 1000);
    } catch (err) {
      showDialog({ kind: 'info', title: <Trans>Warning</Trans>, message: errorText(i18n, err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      className="sms-btn"
      data-testid="sms-code-button"
      disabled={disabled || busy || left > 0}
      onClick={() => void click()}
    >
      {left > 0 ? <Trans>{left} s</Trans> : <Trans>Get code</Trans>}
    </Button>
  );
}

/**
 * Country dialing-code dropdown (spec section 4): a listbox that closes 200 ms after focus leaves,
 * so a tap on an option still lands.
 */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const pick = (code: string) => {
    onChange(code);
    setOpen(false);
  };
  return (
    <div
      className="dial-select"
      onBlur={() => {
        timer.current = setTimeout(() => setOpen(false), 200);
      }}
      onFocus={() => {
        if (timer.current) clearTimeout(timer.current);
      }}
    >
      <button
        type="button"
        className="dial-btn"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Country code ${value}`}
        data-testid="dialing-code"
        onClick={() => setOpen((v) => !v)}
      >
        {value}
        <Icon name="down" size={14} />
      </button>
      {open ? (
        <ul className="dial-list" role="listbox" id={listId} aria-label={t`Country code`}>
          {dialingCodes.map((d) => (
            <li key={d.countryDialingCode} role="option" aria-selected={d.countryDialingCode === value}>
              <button type="button" onClick={() => pick(d.countryDialingCode)}>
                <span>{d.countryDialingCode}</span>
                <span className="muted">{d.countryCode}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const mobileTexts = {
  required: msg`Please enter your mobile number.`,
  invalid: msg`Please enter a valid mobile number.`,
};

/** Spec section 4's verification-code message, for any form with a code field. */
export const codeMissingText = msg`Please enter a valid verification code.`;

/** The login name, to log in or to recover the password; `autoComplete` lets browsers offer a saved one. */
export function UsernameField(props: Pick<FieldProps, 'value' | 'onChange' | 'testId' | 'error'>) {
  return (
    <TextField
      {...props}
      label={<Trans>Username</Trans>}
      name="username"
      autoComplete="username"
      required
      maxLength={64}
    />
  );
}

/** An e-mail address (the e-mail keyboard, the browser's saved address). */
export function EmailField(
  props: Pick<FieldProps, 'label' | 'value' | 'onChange' | 'maxLength' | 'testId' | 'error'>,
) {
  return <TextField {...props} name="email" type="email" inputMode="email" autoComplete="email" required />;
}

/** A mobile number with its dialing-code dropdown; `problem` is shown as given (the caller decides when). */
export function MobileField(props: {
  label?: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  dialCode: string;
  onDialCode: (code: string) => void;
  problem: 'required' | 'invalid' | undefined | false;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={props.label ?? <Trans>Mobile number</Trans>}
      name={props.name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={props.value}
      onChange={props.onChange}
      required
      maxLength={20}
      testId={props.testId}
      before={<DialingCodeSelect value={props.dialCode} onChange={props.onDialCode} />}
      error={props.problem ? i18n._(mobileTexts[props.problem]) : null}
    />
  );
}

/** A one-time code field with its "get code" button on the same row. */
export function CodeField(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows the missing-code message. */
  missing: boolean;
  testId: string;
  /** The "get code" button: sends an SMS or an e-mail code, with the spec's countdown. */
  sms: { disabled: boolean; send: () => Promise<SmsCode>; subtractHalfRoundTrip?: boolean };
}) {
  const { i18n } = useLingui();
  const { sms } = props;
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      name={props.name}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={props.value}
      onChange={props.onChange}
      required
      maxLength={12}
      testId={props.testId}
      after={
        <SmsCodeButton
          disabled={sms.disabled}
          send={sms.send}
          subtractHalfRoundTrip={sms.subtractHalfRoundTrip}
        />
      }
      error={props.missing ? i18n._(codeMissingText) : null}
    />
  );
}

export type CaptchaState = {
  captcha: Captcha | null;
  failed: boolean;
  /** Fetches a new image; clicks are throttled to one per second (spec 9). */
  refresh: () => void;
  /** A new image now (after a failed attempt used the old one up). */
  reload: () => void;
};

/** GET /wps/captcha while `enabled`; a new image on refresh and whenever `enabled` turns on. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const throttle = useMemo(() => createThrottle(1000), []);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const load = useCallback(() => {
    getCaptcha()
      .then((c) => {
        if (!live.current) return;
        setCaptcha(c);
        setFailed(false);
      })
      .catch(() => live.current && setFailed(true));
  }, []);
  useEffect(() => {
    if (enabled) load();
    else setCaptcha(null);
  }, [enabled, load]);
  const refresh = useCallback(() => {
    if (throttle()) load();
  }, [throttle, load]);
  return { captcha, failed, refresh, reload: load };
}

export function CaptchaField({
  state,
  value,
  onChange,
  error,
}: {
  state: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  const image = (
    <button
      type="button"
      className="captcha-btn"
      onClick={state.refresh}
      aria-label={t`New captcha image`}
      title={t`Tap for a new image`}
    >
      {state.captcha ? (
        <img src={state.captcha.image} alt={t`Captcha`} width={100} height={40} data-testid="captcha-image" />
      ) : (
        <span className="captcha-placeholder" data-testid="captcha-image">
          {state.failed ? <Icon name="history" size={18} /> : <span className="spinner spinner-sm" />}
        </span>
      )}
    </button>
  );
  return (
    <TextField
      label={<Trans>Captcha</Trans>}
      name="captcha"
      value={value}
      onChange={onChange}
      error={error}
      required
      maxLength={16}
      autoComplete="off"
      testId="captcha-input"
      after={image}
    />
  );
}

/** A new password and its confirmation, each with the problem the caller found (already gated). */
export function NewPasswordFields(props: {
  labels?: { password: ReactNode; confirm: ReactNode };
  names: { password: string; confirm: string };
  testIds: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  maxLength: number;
  problems: { password: Problem | null | undefined | false; confirm: Problem | null | undefined | false };
}) {
  const { i18n } = useLingui();
  const { problems } = props;
  return (
    <>
      <PasswordField
        label={props.labels?.password ?? <Trans>New password</Trans>}
        name={props.names.password}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        required
        maxLength={props.maxLength}
        testId={props.testIds.password}
        error={problems.password ? problemText(i18n, problems.password) : null}
      />
      <PasswordField
        label={props.labels?.confirm ?? <Trans>Confirm new password</Trans>}
        name={props.names.confirm}
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        required
        maxLength={props.maxLength}
        testId={props.testIds.confirm}
        error={problems.confirm ? problemText(i18n, problems.confirm) : null}
      />
    </>
  );
}
