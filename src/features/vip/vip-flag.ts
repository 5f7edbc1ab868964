import type { Permission } from '../../../contract/system/schemas';
import { VIP_FLAG } from '../../../contract/vip/constants';
import { isWhitelabelOn } from '../system/whitelabel';

/**
 * Whether the site has VIP on (spec section 6: the VIP entries depend on hasVip); null until the
 * site information has arrived. Components pass `permission.value` themselves: reading the
 * signal in their own body is what makes them redraw when it arrives.
 */
export function vipEnabled(p: Permission | null): boolean | null {
  return p ? isWhitelabelOn(p.info.whitelabel, VIP_FLAG) : null;
}
