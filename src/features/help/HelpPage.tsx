import { lazy, Suspense, useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { Tabs } from '../../ui/form/fields';
import { PageFrame } from '../../ui/PageFrame';
import { openModal } from '../../lib/overlays';
import { HelpCentre } from './HelpCentre';

const FeedbackPanel = lazy(() => import('../feedback/FeedbackPanel'));

type Tab = 'help' | 'feedback';

/**
 * Help centre with back to /index (spec section 2): /help?article=<slug> opens an article (a link
 * one can share), /help#term the terms, /help?tab=feedback the feedback screen, /help#livechat
 * the live-chat sheet over it (our chat's chatUrl, contract/chat/schemas.ts CHAT_OWN_URL).
 */
export default function HelpPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: Tab = params.get('tab') === 'feedback' ? 'feedback' : 'help';
  const article = params.get('article');
  useEffect(() => {
    if (window.location.hash === '#livechat') openModal('chat');
  }, []);
  const go = (query: string) => {
    navigate(`/help${query}`);
    window.scrollTo(0, 0);
  };

  return (
    <PageFrame title={<Trans>Help centre</Trans>} icon="help" backTo="/index" testId="help-page">
      <Tabs<Tab>
        tabs={[
          { id: 'help', label: <Trans>Help</Trans>, testId: 'help-tab' },
          { id: 'feedback', label: <Trans>Feedback</Trans>, testId: 'feedback-tab' },
        ]}
        value={tab}
        onChange={(next) => go(next === 'feedback' ? '?tab=feedback' : '')}
      />
      {tab === 'feedback' ? (
        <Suspense fallback={null}>
          <FeedbackPanel />
        </Suspense>
      ) : (
        <HelpCentre
          article={article}
          onOpenArticle={(slug) => go(slug ? `?article=${encodeURIComponent(slug)}` : '')}
          onFeedback={() => go('?tab=feedback')}
          scrollToTerms={window.location.hash === '#term'}
        />
      )}
    </PageFrame>
  );
}
