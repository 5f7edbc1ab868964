import { useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { OfferCard } from '../../ui/OfferCard';
import CentreCards from '../reward-centre/CentreCards';
import { GrantList } from '../rewards/GrantList';
import { findApplications, findPromotions, type Application } from '../rewards/rewards-api';
import { rewardText } from '../rewards/reward-labels';
import { SectionPending } from '../wallet/SectionPending';
import { ClaimAction } from './ClaimAction';
import { claimButton } from './claim-state';
import '../../ui/list.css';
import './promotions.css';
import { Button } from '../../ui/Button';

function Block({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className="reward-block" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** Promotions this member can claim now, each with its claim button. */
function ReadyToClaim() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const lang = language.value;
  const load = useLoad(findPromotions, [lang]);
  if (!load.data) return <SectionPending error={load.error} />;
  const now = Date.now();
  const ready = load.data.list.filter((p) => ['claim', 'apply'].includes(claimButton(p, now).kind));
  if (ready.length === 0)
    return (
      <div className="reward-none">
        <p>
          <Trans>Nothing to claim right now.</Trans>
        </p>
        <Button variant="outline" onClick={() => navigate('/promotions')}>
          <Trans>See all promotions</Trans>
        </Button>
      </div>
    );
  return (
    <ul className="offer-list">
      {ready.map((p) => (
        <OfferCard
          key={p.id}
          data={{ 'data-testid': 'reward-offer' }}
          tone="highlight"
          art={{ image: p.imageUrl, icon: 'gift' }}
          title={p.title}
          amount={rewardText(i18n, p)}
          onOpen={() => navigate(`/promotions?id=${p.id}`)}
          action={
            <ClaimAction
              promotion={p}
              onChanged={load.reload}
              onApply={() => navigate(`/promotions?id=${p.id}&apply=1`)}
            />
          }
        />
      ))}
    </ul>
  );
}

const applicationTone = { pending: 'wait', approved: 'ok', rejected: 'bad' } as const;

function ApplicationStatus({ a }: { a: Application }) {
  switch (a.status) {
    case 'pending':
      return <Trans>Under review</Trans>;
    case 'approved':
      return <Trans>Approved</Trans>;
    case 'rejected':
      return <Trans>Not approved</Trans>;
  }
}

/** The member's applications; nothing when there are none. */
function Applications() {
  const lang = language.value;
  const load = useLoad(findApplications, [lang]);
  const list = load.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Block title={<Trans>My applications</Trans>} testId="reward-applications">
      <ul className="grant-items">
        {list.map((a) => (
          <li key={a.id} className="panel grant-card" data-testid="application" data-status={a.status}>
            <div className="grant-line">
              <strong className="grant-title">{a.title}</strong>
              <span className="badge reward-status" data-tone={applicationTone[a.status]}>
                <ApplicationStatus a={a} />
              </span>
            </div>
            <p className="grant-note">
              {formatLocalDateTime(a.createdAt)}
              {a.images.length > 0 ? (
                <>
                  {' · '}
                  <span data-testid="application-images">
                    <Plural value={a.images.length} one="# image" other="# images" />
                  </span>
                </>
              ) : null}
            </p>
            {a.reason ? <p className="grant-note">{a.reason}</p> : null}
          </li>
        ))}
      </ul>
    </Block>
  );
}

/**
 * The reward centre (rewardCenter): daily sign-in, newbie tasks, loss rescue (decision 046), what
 * can be claimed, applications, the member's rewards with status, turnover and expiry.
 */
export default function RewardCenter() {
  // A payment above reloads the rewards list below (its new grant, the balance it moved).
  const [paid, setPaid] = useState(0);
  return (
    <div className="reward-center" data-testid="reward-center">
      <CentreCards onPaid={() => setPaid((n) => n + 1)} />
      <Block title={<Trans>Ready to claim</Trans>} testId="reward-ready">
        <ReadyToClaim />
      </Block>
      <Applications />
      <Block title={<Trans>My rewards</Trans>} testId="reward-grants">
        <GrantList key={paid} withTurnover />
      </Block>
    </div>
  );
}
