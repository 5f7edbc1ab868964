import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { RegisterSetting } from '../../../contract/system';
import { closeModal, openModal, referralCode } from '../../app/overlays';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { registerFieldLabels, inputPropsOf } from './register-labels';
import {
  checkForm,
  getRegisterSetting,
  register,
  visibleFields,
  type FieldProblem,
  type RegisterField,
  type VisibleField,
} from './register';
import { saveSession } from './session';

type Values = Partial<Record<RegisterField, string>>;

function ProblemText({ problem }: { problem: FieldProblem }) {
  if (problem.kind === 'required') return <Trans>This field is required.</Trans>;
  if (problem.kind === 'mismatch') return <Trans>The passwords do not match.</Trans>;
  const { min, max } = problem;
  if (min === max) return <Trans>Must be {min} characters.</Trans>;
  return (
    <Trans>
      Must be {min} to {max} characters.
    </Trans>
  );
}

function Field({
  field,
  value,
  problem,
  onChange,
}: {
  field: VisibleField;
  value: string;
  problem: FieldProblem | undefined;
  onChange: (v: string) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const { name, rule } = field;
  return (
    <div className="field">
      <label htmlFor={id}>
        {i18n._(registerFieldLabels[name])}
        {rule.required ? <span className="required" aria-hidden="true" /> : null}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        {...inputPropsOf(name)}
        required={rule.required}
        maxLength={rule.max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          <ProblemText problem={problem} />
        </p>
      ) : null}
    </div>
  );
}

function RegisterForm({ setting }: { setting: RegisterSetting }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const termsId = useId();
  const fields = visibleFields(setting.validate);
  const [values, setValues] = useState<Values>(() =>
    referralCode.value ? { referralCode: referralCode.value } : {},
  );
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = touched ? checkForm(fields, values) : {};
  const termsMissing = touched && !terms;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(checkForm(fields, values)).length > 0 || !terms) return;
    setBusy(true);
    setError(null);
    try {
      const result = await register(values);
      if (result?.token) saveSession(result.token);
      closeModal();
      navigate('/');
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          problem={problems[field.name]}
          onChange={(v) => setValues((prev) => ({ ...prev, [field.name]: v }))}
        />
      ))}
      <div>
        <label className="check" htmlFor={termsId}>
          <input
            id={termsId}
            type="checkbox"
            checked={terms}
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
          <p className="field-error">
            <Trans>Please agree to the terms and conditions.</Trans>
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
      </button>
    </form>
  );
}

/** Registration popup: fields and rules come from the server's register setting (spec sections 3 and 5). */
export default function RegisterPopup() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const [setting, setSetting] = useState<RegisterSetting | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getRegisterSetting()
      .then((value) => live && setSetting(value))
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
      {setting ? <RegisterForm setting={setting} /> : null}
      {!setting && loadError ? (
        <div className="form">
          <p className="form-error" role="alert">
            {errorText(i18n, loadError)}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {!setting && !loadError ? (
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
