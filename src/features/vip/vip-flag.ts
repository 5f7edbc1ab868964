import { VIP_FLAG } from '../../../contract/vip-constants';
import { permission } from '../system/permission';
import { isWhitelabelOn } from '../system/whitelabel';

/**
 * Whether the site has VIP on (spec section 6: the VIP entries depend on hasVip); null until the
 * site information has arrived. Reads the permission signal, so a component using it redraws.
 */
export function vipEnabled(): boolean | null {
  const p = permission.value;
  return p ? isWhitelabelOn(p.info.whitelabel, VIP_FLAG) : null;
}
