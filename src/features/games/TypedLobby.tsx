import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { GameType } from '../../../contract/common';
import { gameTypePath } from '../../lib/contract-values';
import type { VendorCard as Vendor } from '../../../contract/games';
import { Icon } from '../../ui/Icon';
import { PageFrame } from '../../ui/PageFrame';
import { gameTypeLabels } from './labels';
import { gameMenus, lanes } from './menus';
import { VendorCard, VendorLogo } from './VendorCard';
import './typed-lobby.css';

function VendorRail({
  vendors,
  selected,
  onSelect,
}: {
  vendors: Vendor[];
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className="vendor-rail" aria-label={t`Providers`} data-testid="vendor-menu">
      <ul>
        <li>
          <button
            type="button"
            className="rail-item"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
            data-testid="vendor-menu-all"
          >
            <span className="rail-all">
              <Icon name="grid" size={22} />
            </span>
            <span className="rail-name">
              <Trans>All</Trans>
            </span>
          </button>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className="rail-item"
              aria-pressed={selected === v.vassalage}
              onClick={() => onSelect(v.vassalage)}
              data-testid={`vendor-menu-${v.vassalage}`}
            >
              <VendorLogo vendor={v} width={64} eager />
              <span className="rail-name">{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VendorDetail({ vendor }: { vendor: Vendor }) {
  return (
    <div className="vendor-detail">
      <div className="vendor-detail-head">
        <VendorLogo vendor={vendor} width={110} eager />
        <div>
          <h2>{vendor.displayName}</h2>
          <p className="muted">{vendor.accountTypeName}</p>
        </div>
      </div>
      <p className="typed-note">
        <Trans>The game list for this provider is coming soon.</Trans>
      </p>
    </div>
  );
}

/** A typed lobby (/rng, /live, ...): vendor menu with 'all' plus the category's vendors (spec section 2). */
export default function TypedLobby({ type }: { type: GameType }) {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const path = gameTypePath[type];
  const vendors = lanes.value.find((l) => l.type === type)?.vendors ?? [];
  const requested = new URLSearchParams(search).get('vassalage');
  const selected = vendors.find((v) => v.vassalage === requested) ?? null;
  const loading = gameMenus.value.status === 'loading' && vendors.length === 0;

  const select = (code: string | null) => {
    // replace: picking a vendor is a filter, not a new page in the back stack.
    navigate(code ? `${path}?vassalage=${encodeURIComponent(code)}` : path, { replace: true });
  };

  return (
    <PageFrame title={i18n._(gameTypeLabels[type])} icon={type} testId={`typed-lobby-${type}`}>
      {loading ? (
        <div className="typed-loading" aria-busy="true">
          <span className="spinner" />
        </div>
      ) : vendors.length === 0 ? (
        <div className="coming-soon">
          <p className="coming-soon-title">
            <Trans>No data</Trans>
          </p>
          <p className="muted">
            <Trans>There are no providers in this category yet.</Trans>
          </p>
        </div>
      ) : (
        <div className="typed-lobby">
          <VendorRail vendors={vendors} selected={selected?.vassalage ?? null} onSelect={select} />
          <div className="typed-content">
            {selected ? (
              <VendorDetail vendor={selected} />
            ) : (
              <>
                <ul className="vendor-grid typed-grid">
                  {vendors.map((v) => (
                    <li key={v.vassalage}>
                      <VendorCard
                        vendor={v}
                        href={`${path}?vassalage=${encodeURIComponent(v.vassalage)}`}
                        eager
                      />
                    </li>
                  ))}
                </ul>
                <p className="typed-note">
                  <Trans>Choose a provider. Game lists are coming soon.</Trans>
                </p>
              </>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
