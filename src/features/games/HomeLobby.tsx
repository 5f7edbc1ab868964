import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { gameTypePath } from '../../lib/contract-values';
import { brandName } from '../../app/brand';
import { openModal } from '../../app/overlays';
import { Icon } from '../../ui/Icon';
import { isLoggedIn } from '../accounts/session';
import { gameTypeLabels } from './labels';
import { homeVendorView, type Lane } from './lanes';
import { gameMenus, lanes, loadGameMenus } from './menus';
import { language } from '../../lib/i18n';
import { VendorCard } from './VendorCard';
import './home.css';

function Welcome() {
  return (
    <section className="welcome">
      <div className="welcome-text">
        <h1>
          <Trans>Welcome to {brandName}</Trans>
        </h1>
        <p>
          <Trans>Slots, live casino, fishing, sports and lottery in one place.</Trans>
        </p>
      </div>
      {isLoggedIn.value ? null : (
        <button type="button" className="btn btn-primary" onClick={() => openModal('register')}>
          <Trans>Join now</Trans>
        </button>
      )}
    </section>
  );
}

function LaneSection({ lane, first }: { lane: Lane; first: boolean }) {
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const view = homeVendorView(lane.type, lane.vendors.length, expanded);
  const path = gameTypePath[lane.type];
  const title = i18n._(gameTypeLabels[lane.type]);
  const headingId = `lane-title-${lane.type}`;
  const shown = view.shown;
  const total = view.total;
  return (
    <section
      className="lane"
      id={`lane-${lane.type}`}
      aria-labelledby={headingId}
      data-testid={`lane-${lane.type}`}
    >
      <header className="lane-head">
        <Icon name={lane.type} size={22} className="lane-icon" />
        <h2 id={headingId}>{title}</h2>
        <Link href={path} className="lane-all" aria-label={t`See all: ${title}`}>
          <Trans>All</Trans>
          <Icon name="chevron" size={16} />
        </Link>
      </header>
      <ul className="vendor-grid">
        {lane.vendors.slice(0, shown).map((vendor, i) => (
          <li key={vendor.vassalage}>
            <VendorCard
              vendor={vendor}
              href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
              eager={first && i < 6}
            />
          </li>
        ))}
      </ul>
      {view.canExpand ? (
        <div className="lane-more">
          <span className="muted">
            <Trans>
              Showing {shown} of {total}
            </Trans>
          </span>
          <button type="button" className="btn btn-outline" onClick={() => setExpanded(true)}>
            <Trans>Load more</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function LaneSkeleton() {
  return (
    <div className="lane" aria-hidden="true">
      <div className="lane-head">
        <span className="skeleton skeleton-title" />
      </div>
      <ul className="vendor-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <span className="vendor-card skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home lobby: one section per vendor category the server returns (spec section 2). */
export function HomeLobby() {
  const state = gameMenus.value;
  const list = lanes.value;
  return (
    <div className="lobby" data-testid="lobby">
      <Welcome />
      {list.length === 0 && state.status === 'loading' ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans>Loading game providers…</Trans>
          </p>
          <LaneSkeleton />
          <LaneSkeleton />
        </div>
      ) : null}
      {list.length === 0 && state.status !== 'loading' ? (
        <div className="lobby-empty">
          <p className="muted">
            <Trans>No game providers to show right now.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void loadGameMenus(language.value, true)}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {list.map((lane, i) => (
        <LaneSection key={lane.type} lane={lane} first={i === 0} />
      ))}
    </div>
  );
}
