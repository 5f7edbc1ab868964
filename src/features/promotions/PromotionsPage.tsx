import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { formatLocalDateTime } from '../../lib/time';
import { OfferCard, OfferNote } from '../../ui/OfferCard';
import { PageFrame } from '../../ui/PageFrame';
import { PressGroup } from '../../ui/form/fields';
import { SectionPending } from '../wallet/SectionPending';
import { isLoggedIn } from '../accounts/session';
import { findPromotions, type PromotionSummary } from '../rewards/rewards-api';
import { rewardText } from '../rewards/reward-labels';
import { categoryFromSearch, filterByCategory, visibleCategories, type CategoryFilter } from './categories';
import { categoryLabels } from './category-labels';
import { ClaimAction } from './ClaimAction';
import { PromotionDetailView } from './PromotionDetail';
import '../../ui/list.css';
import './promotions.css';

function PromotionCard({ p, onChanged }: { p: PromotionSummary; onChanged: () => void }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const ends = formatLocalDateTime(p.endsAt);
  return (
    <OfferCard
      data={{ 'data-testid': 'promotion-card', 'data-id': p.id, 'data-category': p.category }}
      art={{ image: p.imageUrl, icon: 'gift' }}
      chip={i18n._(categoryLabels[p.category])}
      title={p.title}
      amount={rewardText(i18n, p)}
      onOpen={() => navigate(`/promotions?id=${p.id}`)}
      openTestId={`promotion-open-${p.id}`}
      footer={
        <>
          <p className="promo-summary">{p.summary}</p>
          <ClaimAction
            promotion={p}
            onChanged={onChanged}
            onApply={() => navigate(`/promotions?id=${p.id}&apply=1`)}
          />
        </>
      }
    >
      <OfferNote>
        {p.wageringMultiple > 0 ? <Trans>Turnover ×{p.wageringMultiple}</Trans> : <Trans>No turnover</Trans>}
        {ends ? (
          <>
            {' · '}
            <Trans>Ends {ends}</Trans>
          </>
        ) : null}
      </OfferNote>
    </OfferCard>
  );
}

function PromotionList() {
  const { i18n, t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const loggedIn = isLoggedIn.value;
  const lang = language.value;
  const load = useLoad(findPromotions, [loggedIn, lang]);
  if (!load.data) return <SectionPending error={load.error} />;

  const filters = visibleCategories(load.data.categories);
  const wanted = categoryFromSearch(search);
  const chosen: CategoryFilter = filters.includes(wanted) ? wanted : 'all';
  const list = filterByCategory(load.data.list, chosen);
  const choose = (c: CategoryFilter) =>
    navigate(c === 'all' ? '/promotions' : `/promotions?category=${c}`, { replace: true });

  return (
    <div className="promos" data-testid="promotions-list">
      <PressGroup
        className="pill-row promo-filters"
        role="toolbar"
        label={t`Promotion categories`}
        itemClass="pill promo-filter"
        items={filters.map((c) => ({
          id: c,
          label: i18n._(categoryLabels[c]),
          testId: `promotion-filter-${c}`,
        }))}
        pressed={chosen}
        onPress={choose}
      />
      {loggedIn ? null : (
        <p className="promo-guest" data-testid="promotions-guest">
          <Trans>Log in to claim a promotion. Everyone can read the offers and their terms.</Trans>
        </p>
      )}
      {list.length === 0 ? (
        <p className="list-empty" data-testid="promotions-empty">
          <Trans>No promotions are running right now. Please check back soon.</Trans>
        </p>
      ) : (
        <ul className="offer-list promo-list">
          {list.map((p) => (
            <PromotionCard key={p.id} p={p} onChanged={load.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /promotions: the list with its category filter; ?id= opens one promotion with its terms, and
 * &apply=1 with its application form open (the card's Apply button).
 */
export default function PromotionsPage() {
  const params = new URLSearchParams(useSearch());
  const id = Number(params.get('id'));
  const detail = Number.isSafeInteger(id) && id > 0;
  return (
    <PageFrame
      title={<Trans>Promotions</Trans>}
      icon="gift"
      testId="promotions-page"
      backTo={detail ? '/promotions' : undefined}
    >
      {detail ? <PromotionDetailView id={id} apply={params.get('apply') === '1'} /> : <PromotionList />}
    </PageFrame>
  );
}
