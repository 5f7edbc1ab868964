import type { VendorCard as Vendor } from '../../../contract/games/schemas';
import { VendorCard } from './VendorCard';

/**
 * A home lane's vendor cards. A chunk of its own: lanes start below the fold and draw their cards
 * when they come near the screen, so the cards' code is no part of the first paint (ADR 063).
 */
export default function LaneCards({ vendors, path }: { vendors: Vendor[]; path: string }) {
  return (
    <ul className="vendor-grid">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorCard vendor={vendor} href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`} />
        </li>
      ))}
    </ul>
  );
}
