import type { WhitelabelNode } from '../../../contract/system/schemas';
import { isWhitelabelOn } from '../system/whitelabel';
import type { RegisterMode } from './register-form';

/** Register types on offer (spec section 4): each behind its whitelabel flag; mobile is the default when on. */
export function registerModes(whitelabel: readonly WhitelabelNode[] | undefined): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (isWhitelabelOn(whitelabel, 'MOBILENUMREG3')) modes.push('mobile');
  if (isWhitelabelOn(whitelabel, 'USERNAMEREG3')) modes.push('username');
  return modes.length > 0 ? modes : ['username'];
}
