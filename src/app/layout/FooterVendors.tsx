import { useLingui } from '@lingui/react/macro';
import type { VendorCard } from '../../../contract/games/schemas';
import { VendorLogo } from '../../features/games/VendorCard';

/**
 * The footer's provider logos: a chunk of its own, loaded when the footer comes near the screen
 * (with the vendor cards' code, which the first paint does not draw either: ADR 063).
 */
export default function FooterVendors({ vendors }: { vendors: VendorCard[] }) {
  const { t } = useLingui();
  return (
    <ul className="footer-vendors" aria-label={t`Game providers`}>
      {vendors.map((v) => (
        <li key={v.vassalage} title={v.displayName}>
          <VendorLogo vendor={v} width={60} alt={v.displayName} />
        </li>
      ))}
    </ul>
  );
}
