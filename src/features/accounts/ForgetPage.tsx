import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';
import { openCustomerService } from '../system/customer-service';

/** Forgot password (spec section 2): e-mail and mobile recovery arrive with the accounts feature. */
export default function ForgetPage() {
  return (
    <PageFrame title={<Trans>Forgot password</Trans>} icon="lock" backTo="/" testId="forget-page">
      <ComingSoon>
        <Trans>
          Password recovery by e-mail or mobile number is coming soon. Customer service can help you now.
        </Trans>
      </ComingSoon>
      <div className="page-actions">
        <button type="button" className="btn btn-outline" onClick={openCustomerService}>
          <Trans>Contact customer service</Trans>
        </button>
      </div>
    </PageFrame>
  );
}
