import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { PageFrame } from '../../ui/PageFrame';
import { ForgetForms, ResetLinkForm } from './ForgetForms';
import './accounts.css';

/** Forgot password page (spec section 2); a resetToken query shows the new-password form. */
export default function ForgetPage() {
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('resetToken');
  return (
    <PageFrame title={<Trans>Forgot password</Trans>} icon="lock" backTo="/" testId="forget-page">
      <div className="forget-card">
        {token ? <ResetLinkForm token={token} /> : <ForgetForms onDone={() => navigate('/')} />}
      </div>
    </PageFrame>
  );
}
