import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { Icon } from '../../ui/Icon';
import { isLoggedIn } from '../accounts/session';
import { getPromotion, type PromotionDetail } from '../rewards/rewards-api';
import { grantStatusLabels, rewardText } from '../rewards/reward-labels';
import { ruleText } from '../rewards/rule-labels';
import { TurnoverBar } from '../rewards/TurnoverBar';
import { SectionPending } from '../wallet/SectionPending';
import { formatMoney } from '../wallet/money';
import { ApplyForm } from './ApplyForm';
import { categoryLabels } from './category-labels';
import { ClaimAction } from './ClaimAction';
import { claimButton } from './claim-state';
import '../../ui/list.css';
import { Term } from '../../ui/form/fields';

/** Who may take it, for this reader: a guest is asked to log in; a member reads the server's verdict. */
function Qualifies({ p }: { p: PromotionDetail }) {
  const { i18n } = useLingui();
  if (p.state === null) return <Trans>Log in to see whether you qualify.</Trans>;
  const why = ruleText(i18n, p.blockedBy);
  if (why) return <>{why}</>;
  if (p.state === 'join' || p.state === 'claim') return <Trans>You qualify.</Trans>;
  return <Trans>You have taken part.</Trans>;
}

function Terms({ p }: { p: PromotionDetail }) {
  const { i18n } = useLingui();
  const starts = formatLocalDateTime(p.startsAt);
  const ends = formatLocalDateTime(p.endsAt);
  const days = p.expiresInDays;
  const multiple = p.wageringMultiple;
  return (
    <dl className="fact-grid promo-terms" data-testid="promotion-terms">
      <Term label={<Trans>Reward</Trans>} testId="term-reward">
        {rewardText(i18n, p)}
        {p.reward.minDeposit && p.reward.minDeposit !== '0' ? (
          <span className="promo-term-note">
            <Trans>Minimum deposit {formatMoney(p.reward.minDeposit)}</Trans>
          </span>
        ) : null}
      </Term>
      <Term label={<Trans>Wagering</Trans>} testId="term-wagering">
        {multiple > 0 ? (
          <Trans>Bet {multiple} times the bonus before you withdraw or transfer it</Trans>
        ) : (
          <Trans>No turnover required</Trans>
        )}
      </Term>
      <Term label={<Trans>Max bet while wagering</Trans>} testId="term-max-bet">
        {p.maxBet ? (
          <Trans>{formatMoney(p.maxBet)}: a larger bet does not count toward the turnover</Trans>
        ) : (
          <Trans>No limit</Trans>
        )}
      </Term>
      {multiple > 0 ? (
        <Term label={<Trans>Expiry</Trans>} testId="term-expiry">
          <Trans>
            {days} days from the grant to meet the turnover; after that the bonus left unplayed is taken back
          </Trans>
        </Term>
      ) : null}
      <Term label={<Trans>Period</Trans>} testId="term-period">
        {ends ? (
          <Trans>
            {starts} to {ends}
          </Trans>
        ) : (
          <Trans>From {starts}, no end date</Trans>
        )}
      </Term>
      <Term label={<Trans>Who qualifies</Trans>} testId="term-qualifies">
        <Qualifies p={p} />
      </Term>
    </dl>
  );
}

function Detail({ p, reload, apply }: { p: PromotionDetail; reload: () => void; apply: boolean }) {
  const { i18n } = useLingui();
  // Opened from a card's Apply button: the form at once, if applying is what this member can do.
  const [applying, setApplying] = useState(() => apply && claimButton(p, Date.now()).kind === 'apply');
  const grant = p.grant;
  return (
    <article className="promo-detail" data-testid="promotion-detail" data-id={p.id}>
      <header className="promo-hero">
        <span className="offer-art" aria-hidden="true">
          {p.imageUrl ? <img src={p.imageUrl} alt="" /> : <Icon name="gift" size={40} />}
        </span>
        <div className="promo-hero-text">
          <span className="badge offer-chip">{i18n._(categoryLabels[p.category])}</span>
          <h2 className="promo-detail-title">{p.title}</h2>
          <span className="offer-amount">{rewardText(i18n, p)}</span>
        </div>
      </header>
      {p.amountNow && p.state === 'claim' ? (
        <p className="promo-now" data-testid="promotion-amount-now">
          <Trans>You can claim {formatMoney(p.amountNow)} now.</Trans>
        </p>
      ) : null}
      {applying ? null : (
        <ClaimAction promotion={p} onChanged={reload} onApply={() => setApplying(true)} block />
      )}
      {applying ? (
        <ApplyForm
          promotionId={p.id}
          onCancel={() => setApplying(false)}
          onDone={() => {
            setApplying(false);
            reload();
          }}
        />
      ) : null}
      {grant ? (
        <section className="panel promo-grant" data-testid="promotion-grant" data-status={grant.status}>
          <div className="promo-grant-top">
            <strong>{formatMoney(grant.amount)}</strong>
            <span className="badge reward-status" data-tone={grantStatusLabels[grant.status].tone}>
              {i18n._(grantStatusLabels[grant.status].label)}
            </span>
          </div>
          {grant.turnoverRequired !== '0' ? (
            <TurnoverBar required={grant.turnoverRequired} progress={grant.turnoverProgress} />
          ) : null}
        </section>
      ) : null}
      <Terms p={p} />
      <section className="promo-content" data-testid="promotion-content">
        <h3>
          <Trans>Terms and conditions</Trans>
        </h3>
        {p.content
          .split(/\n\s*\n/)
          .filter((para) => para.trim())
          .map((para, i) => (
            <p key={i}>{para}</p>
          ))}
      </section>
    </article>
  );
}

/** One promotion with its terms, its action and (once claimed) the member's grant. */
export function PromotionDetailView({ id, apply }: { id: number; apply: boolean }) {
  const loggedIn = isLoggedIn.value;
  const lang = language.value;
  const load = useLoad(() => getPromotion(id), [id, loggedIn, lang]);
  if (!load.data || load.data.id !== id) return <SectionPending error={load.error} />;
  return <Detail p={load.data} reload={load.reload} apply={apply} />;
}
