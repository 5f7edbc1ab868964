import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '../../../contract/system/schemas';
import { isWhitelabelOn } from './whitelabel';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('isWhitelabelOn', () => {
  const tree = [
    node('ROOT', '1', [node('MANPLAYREB3', '1'), node('AGENTPOLICY3', '0')]),
    node('MOBILENUMREG3', '1'),
  ];

  it('finds flags at any depth', () => {
    expect(isWhitelabelOn(tree, 'MANPLAYREB3')).toBe(true);
    expect(isWhitelabelOn(tree, 'MOBILENUMREG3')).toBe(true);
  });

  it('is off when disabled, missing or without data', () => {
    expect(isWhitelabelOn(tree, 'AGENTPOLICY3')).toBe(false);
    expect(isWhitelabelOn(tree, 'CHNGPASSVERIF3')).toBe(false);
    expect(isWhitelabelOn(undefined, 'MANPLAYREB3')).toBe(false);
  });
});
