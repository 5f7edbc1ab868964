import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { Tabs } from '../../ui/form/fields';
import { PageFrame } from '../../ui/PageFrame';
import { isLoggedIn } from '../accounts/session';
import { SectionPending } from '../wallet/SectionPending';
import { GoodsList } from './GoodsList';
import { MovementList, RedemptionList } from './PointsHistory';
import { PointsRules } from './PointsRules';
import { formatPoints } from './points-labels';
import { getMall, getPoints } from './points-api';
import '../../ui/list.css';
import '../rewards/rewards.css';
import './points.css';

type Tab = 'goods' | 'history' | 'details' | 'rules';

/**
 * The points mall (/pointMall, spec sections 1-2): the member's current points, the goods with
 * their redeem form, redeem history, points details, and the rules with the exchange-rate table.
 * Guests see the goods and the rules and are asked to log in.
 */
export default function PointMallPage() {
  const { i18n } = useLingui();
  const loggedIn = isLoggedIn.value;
  const lang = language.value;
  const [tab, setTab] = useState<Tab>('goods');
  // Bumped after a redemption: points, goods (stock, redeemed) and the lists load again.
  const [version, setVersion] = useState(0);
  const mall = useLoad(getMall, [loggedIn, lang, version]);
  const points = useLoad(() => (loggedIn ? getPoints() : Promise.resolve(null)), [loggedIn, version]);
  const tabs: { id: Tab; label: React.ReactNode; testId: string }[] = [
    { id: 'goods', label: <Trans>Goods</Trans>, testId: 'points-tab-goods' },
    ...(loggedIn
      ? [
          { id: 'history' as const, label: <Trans>Redeem history</Trans>, testId: 'points-tab-history' },
          { id: 'details' as const, label: <Trans>Points details</Trans>, testId: 'points-tab-details' },
        ]
      : []),
    { id: 'rules', label: <Trans>Rules</Trans>, testId: 'points-tab-rules' },
  ];
  return (
    <PageFrame title={<Trans>Points mall</Trans>} icon="star" testId="point-mall-page">
      <div className="points">
        <section className="points-head" aria-live="polite">
          {loggedIn ? (
            <>
              <span className="points-head-label">
                <Trans>Your points</Trans>
              </span>
              <strong className="points-head-value" data-testid="points-balance">
                {points.data ? formatPoints(points.data.points, i18n.locale) : '…'}
              </strong>
            </>
          ) : (
            <span data-testid="points-guest">
              <Trans>Log in to see your points and redeem them.</Trans>
            </span>
          )}
          <span className="points-head-note">
            <Trans>Earned with every settled bet. Points never expire.</Trans>
          </span>
        </section>
        <Tabs tabs={tabs} value={tab} onChange={setTab} />
        {!mall.data ? (
          <SectionPending error={mall.error} />
        ) : tab === 'goods' ? (
          <GoodsList
            goods={mall.data.goods}
            points={points.data?.points ?? null}
            onRedeemed={() => setVersion((v) => v + 1)}
          />
        ) : tab === 'history' ? (
          <RedemptionList version={version} />
        ) : tab === 'details' ? (
          <MovementList version={version} />
        ) : (
          <PointsRules mall={mall.data} />
        )}
      </div>
    </PageFrame>
  );
}
