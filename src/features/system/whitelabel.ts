import type { WhitelabelFlag, WhitelabelNode } from '../../../contract/system/schemas';

/** Whether a whitelabel module is switched on anywhere in the tree ('1' means on). */
export function isWhitelabelOn(nodes: readonly WhitelabelNode[] | undefined, modId: WhitelabelFlag): boolean {
  if (!nodes) return false;
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === '1';
    if (isWhitelabelOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
