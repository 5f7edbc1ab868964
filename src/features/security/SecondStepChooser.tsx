import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { errorText } from '../../lib/errors';
import { FormError } from '../../ui/form/fields';
import { setSecondStepMethod, type SecondStepMethod, type SecurityOverview } from './security-api';
import { methodOptions } from './security-logic';

function MethodText({ method, overview }: { method: SecondStepMethod; overview: SecurityOverview }) {
  const { mobile, email } = overview;
  const texts: Record<SecondStepMethod, [ReactNode, ReactNode]> = {
    sms: [
      <Trans key="t">SMS code</Trans>,
      mobile ? (
        <Trans key="d">A code sent to {mobile}</Trans>
      ) : (
        <Trans key="d">Bind a mobile number first</Trans>
      ),
    ],
    email: [
      <Trans key="t">E-mail code</Trans>,
      email ? (
        <Trans key="d">A code sent to {email}</Trans>
      ) : (
        <Trans key="d">Bind an e-mail address first</Trans>
      ),
    ],
    totp: [
      <Trans key="t">Authenticator app</Trans>,
      overview.totpBound ? (
        <Trans key="d">A code from your authenticator app</Trans>
      ) : (
        <Trans key="d">Bind an authenticator app first</Trans>
      ),
    ],
    payee: [
      <Trans key="t">Payee name</Trans>,
      overview.payeeBound ? (
        <Trans key="d">The account holder name of your bank account</Trans>
      ) : (
        <Trans key="d">Available once a bank account is on file</Trans>
      ),
    ],
  };
  const [title, detail] = texts[method];
  return (
    <span className="method-text">
      <span className="method-title">{title}</span>
      <span className="method-detail">{detail}</span>
    </span>
  );
}

/**
 * How a login from a new device or network is confirmed (decision 010). Only methods with
 * something bound can be chosen; the choice is saved at once.
 */
export function SecondStepChooser({
  overview,
  onChanged,
}: {
  overview: SecurityOverview;
  onChanged: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const noteId = useId();
  // The choice shows at once while it is saved, and goes back if the server refuses it.
  const [pending, setPending] = useState<SecondStepMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = pending !== null;
  const options = methodOptions({ ...overview, secondStepMethod: pending ?? overview.secondStepMethod });
  const anyBound = options.some((o) => o.bound);

  async function pick(method: SecondStepMethod) {
    if (busy || method === overview.secondStepMethod) return;
    setPending(method);
    setError(null);
    try {
      await setSecondStepMethod(method);
      await onChanged();
      showToast(<Trans>Your second step has been updated.</Trans>);
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="panel security-card" aria-labelledby={titleId}>
      <h3 className="security-card-title" id={titleId}>
        <Trans>Second step at login</Trans>
      </h3>
      <p className="form-note" id={noteId}>
        <Trans>
          When you log in from a new device or network, we ask for this as well as your password, so a stolen
          password alone is not enough. Only methods you have set up can be chosen.
        </Trans>
      </p>
      <fieldset
        className="method-list"
        data-testid="second-step-method"
        disabled={busy}
        aria-describedby={noteId}
        aria-busy={busy}
      >
        <legend className="visually-hidden">
          <Trans>Second step at login</Trans>
        </legend>
        {options.map((o) => (
          <label key={o.method} className="method-option" data-selected={o.selected} data-bound={o.bound}>
            <input
              type="radio"
              name="secondStepMethod"
              value={o.method}
              checked={o.selected}
              disabled={!o.bound}
              onChange={() => void pick(o.method)}
              data-testid={`second-step-method-${o.method}`}
            />
            <MethodText method={o.method} overview={overview} />
          </label>
        ))}
      </fieldset>
      {anyBound ? null : (
        <p className="form-note">
          <Trans>Nothing is set up yet: bind a mobile number, e-mail or authenticator app above.</Trans>
        </p>
      )}
      <FormError>{error}</FormError>
    </section>
  );
}
