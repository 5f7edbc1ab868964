import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/errors';
import { useSubmit } from '../../../lib/use-submit';
import { Icon } from '../../../ui/icons-more';
import { PasswordField, TextField } from '../../../ui/form/fields';
import { DOWNLINE_ACCOUNT_NAME, DOWNLINE_NICKNAME_MAX } from '../../../../contract/agent/schemas';
import type { FieldRule } from '../../../../contract/system/schemas';
import { checkValue } from '../../accounts/field-problems';
import { problemText } from '../../accounts/field-messages';
import { usePasswordRule } from '../../accounts/use-password-rule';
import { createDownline, createInvitation, findInvitations } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../parts';
import { KindName } from './contract-text';
import { Button } from '../../../ui/Button';

type Kind = 'member' | 'agent';

/** Until the site's rule arrives: the contract's own floor (8-20 characters). */
const floorRule: FieldRule = { enabled: true, required: true, min: 8, max: 20, pattern: '*' };

export default function RegisterCenter() {
  const { t, i18n } = useLingui();
  const invitations = useLoad(findInvitations, []);
  const [form, setForm] = useState({ username: '', password: '', nickname: '', kind: 'agent' as Kind });
  const { busy, error, run } = useSubmit();
  const [created, setCreated] = useState<string | null>(null);
  // The same published password rule change-password applies: the owner could not keep a weaker one.
  const rule = usePasswordRule(floorRule);
  const [touched, setTouched] = useState(false);

  const passwordProblem = checkValue('password', rule, form.password);
  const nameValid = DOWNLINE_ACCOUNT_NAME.test(form.username.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (passwordProblem || !nameValid) return;
    await run(async () => {
      const r = await createDownline({ ...form, nickname: form.nickname || undefined });
      setCreated(r.account);
      setForm((f) => ({ ...f, username: '', password: '', nickname: '' }));
      setTouched(false);
    });
  };
  const invite = async (kind: Kind) => {
    try {
      await createInvitation(kind);
      invitations.reload();
    } catch (err) {
      showToast(errorText(i18n, err));
    }
  };
  const linkOf = (code: string) => `${window.location.origin}/register?referralCode=${code}`;
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => showToast(t`Copied`),
      () => null,
    );

  return (
    <section className="agent-section" data-testid="agent-register">
      <h2>
        <Trans>Register centre</Trans>
      </h2>
      <form
        className="form panel agent-card-block"
        onSubmit={(e) => void submit(e)}
        data-testid="downline-form"
      >
        <h3>
          <Trans>Open a downline account</Trans>
        </h3>
        <div className="agent-kind" role="radiogroup" aria-label={t`Account kind`}>
          {(['agent', 'member'] as const).map((k) => (
            <label key={k} className="check">
              <input
                type="radio"
                name="kind"
                checked={form.kind === k}
                onChange={() => setForm((f) => ({ ...f, kind: k }))}
                data-testid={`downline-kind-${k}`}
              />
              {k === 'agent' ? <Trans>Agent</Trans> : <Trans>Member</Trans>}
            </label>
          ))}
        </div>
        <TextField
          label={<Trans>Username</Trans>}
          name="username"
          required
          maxLength={16}
          value={form.username}
          onChange={(value) => setForm((f) => ({ ...f, username: value }))}
          error={touched && !nameValid ? t`A letter, then letters or digits: 6 to 16 characters.` : null}
          testId="downline-username"
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          name="password"
          autoComplete="new-password"
          required
          maxLength={rule.max || 20}
          value={form.password}
          onChange={(value) => setForm((f) => ({ ...f, password: value }))}
          error={touched && passwordProblem ? problemText(i18n, passwordProblem) : null}
          testId="downline-password"
        />
        <TextField
          label={<Trans>Nickname (optional)</Trans>}
          name="nickname"
          maxLength={DOWNLINE_NICKNAME_MAX}
          value={form.nickname}
          onChange={(value) => setForm((f) => ({ ...f, nickname: value }))}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {created ? (
          <p className="agent-ok" role="status" data-testid="downline-created">
            <Trans>Account {created} is ready.</Trans>
          </p>
        ) : null}
        <Button type="submit" variant="primary" block busy={busy} data-testid="downline-submit">
          <Trans>Create account</Trans>
        </Button>
      </form>

      <div className="panel agent-card-block">
        <h3>
          <Trans>Invitation links</Trans>
        </h3>
        <p className="muted">
          <Trans>Registrations with a code join your team; agent codes offer your default contract.</Trans>
        </p>
        <div className="agent-actions">
          <Button variant="outline" onClick={() => void invite('agent')} data-testid="invite-agent">
            <Trans>New agent code</Trans>
          </Button>
          <Button variant="outline" onClick={() => void invite('member')}>
            <Trans>New member code</Trans>
          </Button>
        </div>
        <LoadState load={invitations} />
        <ul className="agent-list">
          {(invitations.data?.items ?? []).map((i) => (
            <li key={i.code} className="panel agent-item" data-testid="invitation">
              <div className="agent-item-head">
                <strong className="agent-code">{i.code}</strong>
                <span className="muted">
                  {i.downlineKind === 'agent' ? <Trans>Agent</Trans> : <Trans>Member</Trans>} ·{' '}
                  <Trans>{i.registrations} registered</Trans>
                </span>
              </div>
              {i.contracts.length > 0 ? (
                <p className="muted agent-item-text">
                  {i.contracts.map((c, n) => (
                    <span key={c.kind}>
                      {n > 0 ? ', ' : ''}
                      <KindName kind={c.kind} />
                    </span>
                  ))}
                </p>
              ) : null}
              <button type="button" className="link-btn agent-copy" onClick={() => copy(linkOf(i.code))}>
                <Icon name="copy" size={14} /> <span className="agent-link">{linkOf(i.code)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
