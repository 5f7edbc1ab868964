import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageFrame } from '../ui/PageFrame';

export default function NotFoundPage() {
  return (
    <PageFrame title={<Trans>Page not found</Trans>} icon="search" backTo="/" testId="not-found">
      <div className="coming-soon">
        <p className="coming-soon-title">
          <Trans>We could not find this page.</Trans>
        </p>
        <p className="muted">
          <Trans>The link may be old or mistyped.</Trans>
        </p>
        <Link href="/" className="btn btn-primary">
          <Trans>Back to the lobby</Trans>
        </Link>
      </div>
    </PageFrame>
  );
}
