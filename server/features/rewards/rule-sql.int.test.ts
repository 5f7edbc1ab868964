import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../../contract/rewards';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import type { Database } from '../../db/client';
import { factNeeds, evaluate } from './rules';
import { factsStatement, ruleSql } from './facts.sql';

/**
 * ruleSql (decision 086) grants in the database on what `evaluate` would pass in the server: the
 * two must agree on every facts row, or a claim could be granted on a rule the server refuses.
 * Each rule is checked on rows of facts as factsStatement's statement gives them (counts and sums
 * as text, the linked fact null when unknown), spread over each fact's edges.
 */
let d: Database & { close(): Promise<void> };
beforeAll(async () => {
  d = await createTestDatabase({ seeded: false });
});
afterAll(async () => d.close());

const rules: Record<string, Rule> = {
  player: { op: 'player_only' },
  deposits: {
    op: 'all',
    rules: [
      { op: 'deposit_count', min: 1, max: 3, days: 7 },
      { op: 'deposit_sum', min: '1000' },
    ],
  },
  bets: {
    op: 'any',
    rules: [
      { op: 'valid_bet', min: '500', gameTypes: ['RNG'] },
      { op: 'valid_bet', min: '2000', days: 1 },
    ],
  },
  'not vip': { op: 'not', rule: { op: 'vip_level', min: 2 } },
  age: { op: 'account_age', minDays: 3, maxDays: 10 },
  phone: { op: 'phone_verified' },
  linked: { op: 'linked_accounts' },
  'empty all and any': {
    op: 'all',
    rules: [
      { op: 'all', rules: [] },
      { op: 'any', rules: [] },
    ],
  },
  nested: {
    op: 'not',
    rule: { op: 'any', rules: [{ op: 'phone_verified' }, { op: 'not', rule: { op: 'player_only' } }] },
  },
  'not linked or young': {
    op: 'any',
    rules: [
      { op: 'not', rule: { op: 'linked_accounts' } },
      { op: 'account_age', maxDays: 2 },
      { op: 'deposit_count', max: 0 },
    ],
  },
};

/** A small deterministic generator: the same rows on every run. */
function rowsFor(rule: Rule, n: number): Record<string, unknown>[] {
  let seed = 7;
  // mulberry32: its low bits vary too, unlike a plain linear congruence's.
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const needs = factNeeds(rule);
  return Array.from({ length: n }, () => {
    const row: Record<string, unknown> = {
      type: pick([0, 0, 1, 2, 4, 5, 41, 42]),
      vip_level: pick([0, 1, 2, 3]),
      phone: pick([true, false]),
      age_days: pick([0, 1, 2, 3, 5, 10, 11, 30]),
      linked: pick([null, true, false]),
      device: null,
    };
    [...needs.deposits].forEach((_, i) => {
      row[`dc${i}`] = pick(['0', '1', '3', '4']);
      row[`ds${i}`] = pick(['0', '999', '1000', '5000']);
    });
    [...needs.bets.keys()].forEach((_, i) => (row[`vb${i}`] = pick(['0', '499', '500', '1999', '2000'])));
    return row;
  });
}

describe('a rule in SQL (decision 086)', () => {
  it.each(Object.entries(rules))('passes the rows evaluate passes: %s', async (_name, rule) => {
    const rows = rowsFor(rule, 120);
    const decode = factsStatement(rule, null, 0, null).decode;
    const expected = rows.map((row) => evaluate(rule, decode(row)).passed);
    const columns = Object.keys(rows[0]!);
    const typed = (c: string) =>
      c === 'phone' || c === 'linked' ? 'boolean' : c === 'device' || /^(dc|ds|vb)/.test(c) ? 'text' : 'int';
    const values = sql.join(
      rows.map(
        (row, i) =>
          sql`(${i}::int, ${sql.join(
            columns.map((c) => sql`${row[c]}::${sql.raw(typed(c))}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const r = await d.db.execute<{ i: number; ok: boolean }>(sql`
      SELECT f.i, ${ruleSql(rule, 'f')} AS ok
      FROM (VALUES ${values}) f(${sql.raw(['i', ...columns].join(', '))}) ORDER BY f.i`);
    expect(r.rows.map((x) => x.ok)).toEqual(expected);
    // Both answers occur (but for the rule that always passes), so the comparison means something.
    expect(new Set(expected).size).toBe(rule === rules['empty all and any'] ? 1 : 2);
  });
});
