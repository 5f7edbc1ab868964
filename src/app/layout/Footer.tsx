import { lazy, Suspense, useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { footerVendors } from '../../features/games/lanes';
import { lanes } from '../../features/games/menus';
import { permission } from '../../features/system/permission';
import { useNearScreen } from '../../lib/idle';
import { brandName } from '../../lib/brand';

const FooterVendors = lazy(() => import('./FooterVendors'));

export function Footer() {
  const { t } = useLingui();
  // Below the fold on every page: its 30-odd provider logos are drawn when the footer comes near
  // the screen, not as part of the first screen's work on a cheap phone.
  const [ref, near] = useNearScreen<HTMLElement>();
  // Deferred: the lanes arriving draw the logos in a transition, not in a synchronous task (TBT).
  const laneList = useDeferredValue(lanes.value);
  const vendors = near ? footerVendors(laneList) : [];
  const licence = permission.value?.info.resources.licence;
  const year = new Date().getFullYear();
  return (
    <footer className="footer" ref={ref}>
      <div className="footer-inner">
        {vendors.length > 0 ? (
          <Suspense fallback={null}>
            <FooterVendors vendors={vendors} />
          </Suspense>
        ) : null}
        <nav className="footer-links" aria-label={t`Site links`}>
          <Link href="/help">
            <Trans>Help centre</Trans>
          </Link>
          <Link href="/help#term">
            <Trans>Terms and conditions</Trans>
          </Link>
          <Link href="/promotions">
            <Trans>Promotions</Trans>
          </Link>
          <Link href="/down">
            <Trans>App download</Trans>
          </Link>
        </nav>
        {licence ? <p className="footer-licence">{licence}</p> : null}
        <p className="footer-note">
          <span className="age-badge" aria-hidden="true">
            <Trans>18+</Trans>
          </span>
          <Trans>Play responsibly. Games are for adults aged 18 and over.</Trans>
        </p>
        <p className="footer-copy">
          <Trans>
            © {year} {brandName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
