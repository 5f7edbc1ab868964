import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { formatLocalDateTime } from '../../lib/time';
import { Icon } from '../../ui/Icon';
import { PageFrame } from '../../ui/PageFrame';
import { SectionPending } from '../wallet/SectionPending';
import { isLoggedIn } from '../accounts/session';
import { findPromotions, type PromotionSummary } from '../rewards/rewards-api';
import { rewardText } from '../rewards/reward-labels';
import { categoryFromSearch, filterByCategory, visibleCategories, type CategoryFilter } from './categories';
import { categoryLabels } from './category-labels';
import { ClaimAction } from './ClaimAction';
import { PromotionDetailView } from './PromotionDetail';
import './promotions.css';

function PromotionCard({ p, onChanged }: { p: PromotionSummary; onChanged: () => void }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const open = () => navigate(`/promotions?id=${p.id}`);
  const ends = formatLocalDateTime(p.endsAt);
  return (
    <li className="promo-card" data-testid="promotion-card" data-id={p.id} data-category={p.category}>
      <button type="button" className="promo-card-open" onClick={open} data-testid={`promotion-open-${p.id}`}>
        <span className="promo-art" aria-hidden="true">
          {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" /> : <Icon name="gift" size={30} />}
        </span>
        <span className="promo-card-text">
          <span className="promo-chip">{i18n._(categoryLabels[p.category])}</span>
          <strong className="promo-title">{p.title}</strong>
          <span className="promo-reward">{rewardText(i18n, p)}</span>
          <span className="promo-meta">
            {p.wageringMultiple > 0 ? (
              <Trans>Turnover ×{p.wageringMultiple}</Trans>
            ) : (
              <Trans>No turnover</Trans>
            )}
            {ends ? (
              <>
                {' · '}
                <Trans>Ends {ends}</Trans>
              </>
            ) : null}
          </span>
        </span>
      </button>
      <p className="promo-summary">{p.summary}</p>
      <ClaimAction
        promotion={p}
        onChanged={onChanged}
        onApply={() => navigate(`/promotions?id=${p.id}&apply=1`)}
      />
    </li>
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
      <div className="promo-filters" role="toolbar" aria-label={t`Promotion categories`}>
        {filters.map((c) => (
          <button
            key={c}
            type="button"
            className="promo-filter"
            aria-pressed={c === chosen}
            onClick={() => choose(c)}
            data-testid={`promotion-filter-${c}`}
          >
            {i18n._(categoryLabels[c])}
          </button>
        ))}
      </div>
      {loggedIn ? null : (
        <p className="promo-guest" data-testid="promotions-guest">
          <Trans>Log in to claim a promotion. Everyone can read the offers and their terms.</Trans>
        </p>
      )}
      {list.length === 0 ? (
        <p className="promo-empty" data-testid="promotions-empty">
          <Trans>No promotions are running right now. Please check back soon.</Trans>
        </p>
      ) : (
        <ul className="promo-list">
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
