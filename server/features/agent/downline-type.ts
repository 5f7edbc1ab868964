import { memberAccountType } from '../../../contract/common';
import type { DownlineKind } from '../../../contract/agent/schemas';

/** An agent's downline agent sits one level lower (1 > 2 > 41 > 42); below 42 they stay 42. */
const NEXT_AGENT_TYPE: Record<number, number> = { 1: 2, 2: 41, 41: 42, 42: 42 };

export function downlineType(agentType: number, kind: DownlineKind): number {
  return kind === 'member' ? memberAccountType : (NEXT_AGENT_TYPE[agentType] ?? 42);
}

export const downlineKindOf = (type: number): DownlineKind =>
  type === memberAccountType ? 'member' : 'agent';
