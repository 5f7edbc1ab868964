import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../icons-more';
import './form.css';
import { Button } from '../Button';

/*
 * The shared form kit (text and password fields, form error, tabs, submit row, money inputs, the
 * loading and retry states of a section), used by every feature's forms. One module on purpose: split per component, Rollup would give each set of
 * screens its own tiny chunk and list every one in the lobby entry's preload map (ADR 008).
 * Account-only widgets built on it (captcha, SMS code, dialing code) live in
 * features/accounts/account-fields.tsx.
 */

export type FieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  name?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  maxLength?: number;
  testId?: string;
  placeholder?: string;
  /** Shown before the input (dialing code) or after it (SMS button), on the same row. */
  before?: ReactNode;
  after?: ReactNode;
};

/** A field's label, marked when the field is required. */
function FieldLabel({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={id}>
      {children}
      {required ? <span className="required" aria-hidden="true" /> : null}
    </label>
  );
}

/** A field's problem, under it; `describedBy` ties the input to it for screen readers. */
function FieldErrorText({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

/** The input's invalid flag and its link to the problem text. */
function describedBy(id: string, error?: string | null) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export function TextField(props: FieldProps) {
  const id = useId();
  const { label, value, onChange, error, required, before, after } = props;
  const input = (
    <input
      id={id}
      name={props.name}
      className="input"
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      autoCapitalize="none"
      spellCheck={false}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...describedBy(id, error)}
      data-testid={props.testId}
    />
  );
  return (
    <div className="field">
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      {before || after ? (
        <div className="input-row">
          {before}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'before' | 'after'>) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { label, value, onChange, error, required } = props;
  return (
    <div className="field">
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      <div className="input-with-action">
        <input
          id={id}
          name={props.name}
          className="input"
          type={shown ? 'text' : 'password'}
          autoComplete={props.autoComplete ?? 'current-password'}
          maxLength={props.maxLength}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...describedBy(id, error)}
          data-testid={props.testId}
        />
        <button
          type="button"
          className="icon-btn"
          onClick={() => setShown((v) => !v)}
          aria-label={shown ? t`Hide password` : t`Show password`}
          aria-pressed={shown}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {children}
    </p>
  );
}

/** One fact of a <dl> of figures: its name over its value (a record card, a summary, a term). */
export function Term(props: { label: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd className={props.className}>{props.children}</dd>
    </div>
  );
}

/** A section before its first data: a spinner, announced to screen readers. */
export function LoadingStatus({ testId }: { testId?: string }) {
  return (
    <div className="member-loading" role="status" data-testid={testId}>
      <span className="spinner" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}

/** A section whose load failed: the error and a button to load it again. */
export function RetryError(props: {
  error: string | null;
  onRetry: () => void;
  className: string;
  testId?: string;
}) {
  return (
    <div className={props.className}>
      <FormError>{props.error}</FormError>
      <Button variant="outline" onClick={props.onRetry} data-testid={props.testId}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** Two or more tabs over one form. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: { id: T; label: ReactNode; testId?: string }[];
  value: T;
  onChange: (id: T) => void;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className="tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className="tab"
          data-testid={tab.testId}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A row of buttons of which at most one is pressed (a view, a filter, a date shortcut), each saying
 * so with aria-pressed: unlike Tabs, pressing one changes what a list shows, not which form is open.
 */
export function PressGroup<T extends string>(props: {
  className: string;
  role?: 'group' | 'toolbar';
  label?: string;
  itemClass: string;
  items: readonly { id: T; label: ReactNode; testId?: string }[];
  pressed: T | null;
  onPress: (id: T) => void;
}) {
  return (
    <div className={props.className} role={props.role ?? 'group'} aria-label={props.label}>
      {props.items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={props.itemClass}
          aria-pressed={item.id === props.pressed}
          data-testid={item.testId}
          onClick={() => props.onPress(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The form's error (if any) right above its full-width submit button, so the message sits by the tap. */
export function SubmitRow(props: {
  error: string | null;
  disabled: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError>{props.error}</FormError>
      <Button type="submit" variant="primary" block disabled={props.disabled} data-testid={props.testId}>
        {props.children}
      </Button>
    </>
  );
}

/** A whole-unit money amount (parsed by parseAmountInput on submit). */
export function AmountField(props: { value: string; onChange: (value: string) => void; testId?: string }) {
  return (
    <TextField
      label={<Trans>Amount</Trans>}
      value={props.value}
      onChange={props.onChange}
      inputMode="numeric"
      required
      testId={props.testId}
    />
  );
}

/** The payment password; autocomplete off so browsers never offer the login password here. */
export function PaymentPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <PasswordField
      label={<Trans>Payment password</Trans>}
      value={props.value}
      onChange={props.onChange}
      autoComplete="off"
      required
      testId={props.testId}
    />
  );
}
