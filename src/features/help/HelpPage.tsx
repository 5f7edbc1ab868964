import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

/** Help centre with back to /index; /help#term opens at the terms (spec section 2). */
export default function HelpPage() {
  useEffect(() => {
    if (window.location.hash === '#term') document.getElementById('term')?.scrollIntoView();
  }, []);

  return (
    <PageFrame title={<Trans>Help centre</Trans>} icon="help" backTo="/index" testId="help-page">
      <ComingSoon>
        <Trans>Guides and answers to common questions are coming soon.</Trans>
      </ComingSoon>
      <section id="term" className="help-section" aria-labelledby="term-title">
        <h2 id="term-title">
          <Trans>Terms and conditions</Trans>
        </h2>
        <ComingSoon>
          <Trans>The full terms and conditions will be published here soon.</Trans>
        </ComingSoon>
      </section>
    </PageFrame>
  );
}
