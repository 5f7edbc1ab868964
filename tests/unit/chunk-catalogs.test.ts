import { describe, expect, it } from 'vitest';
import { messageIdsIn } from '../../scripts/vite-chunk-catalogs';

describe('per-chunk catalogs: the message ids a module uses (decision 041)', () => {
  const known = new Set(['jp01oZ', 'K/F6pa', 'n9J5eq', 'explicit.id']);

  it('finds ids in any kind of string literal the macro or the minifier writes', () => {
    const code = [
      `i18n._({ id: "jp01oZ" });`,
      `jsx(Trans, { id: 'K/F6pa', values: { a } });`,
      'const d = { id: `explicit.id` };',
    ].join('\n');
    expect([...messageIdsIn(code, known)].sort()).toEqual(['K/F6pa', 'explicit.id', 'jp01oZ']);
  });

  it("is not thrown off by a lone apostrophe before an id (a comment, JSX text: the player's thumb)", () => {
    const code = `/* under the player's thumb */ jsx(Trans, { id: "jp01oZ" }); f("n9J5eq") /* the lobby's */`;
    expect([...messageIdsIn(code, known)].sort()).toEqual(['jp01oZ', 'n9J5eq']);
  });

  it('ignores strings that are not ids of the catalog, and ids outside a string', () => {
    expect(messageIdsIn(`const jp01oZ = "n9J5e"; f("n9J5eqx"); g('x')`, known).size).toBe(0);
  });
});
