import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { Icon } from '../../ui/Icon';
import { login, validateLogin, type LoginResult } from './login';

type Props = { onSuccess: (result: LoginResult) => void | Promise<void>; testId?: string };

/** Username and password login, shared by the lobby popup and the agent login page. */
export function LoginForm({ onSuccess, testId }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = touched ? validateLogin(username, password) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateLogin(username, password)).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await onSuccess(await login(username, password));
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid={testId}>
      <div className="field">
        <label htmlFor={`${id}-username`}>
          <Trans>Username</Trans>
          <span className="required" aria-hidden="true" />
        </label>
        <input
          id={`${id}-username`}
          name="username"
          className="input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={problems.username ? true : undefined}
          aria-describedby={problems.username ? `${id}-username-error` : undefined}
        />
        {problems.username ? (
          <p className="field-error" id={`${id}-username-error`}>
            <Trans>Please enter your username.</Trans>
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
          <span className="required" aria-hidden="true" />
        </label>
        <div className="input-with-action">
          <input
            id={`${id}-password`}
            name="password"
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={problems.password ? true : undefined}
            aria-describedby={problems.password ? `${id}-password-error` : undefined}
          />
          <button
            type="button"
            className="icon-btn"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t`Hide password` : t`Show password`}
            aria-pressed={showPassword}
          >
            <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
          </button>
        </div>
        {problems.password ? (
          <p className="field-error" id={`${id}-password-error`}>
            <Trans>Please enter your password.</Trans>
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}
