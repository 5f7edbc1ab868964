import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { gameTypes } from '../../contract/common';
import { patternIds, SiteResources, whitelabelFlags } from '../../contract/system/schemas';
import type { Database } from '../db/client';
import { verifyPassword } from '../core/sessions/password';
import { bannerGroups } from '../../contract/announcements/schemas';
import { buildCatalogue, demoLogins, SEED_VERSION, seedDemoData } from './index';

const TABLES = [
  'vendors',
  'vendor_categories',
  'game_categories',
  'games',
  'banners',
  'announcements',
  'settings',
  'whitelabel_nodes',
  'register_fields',
  'domain_lines',
  'customer_service',
  'accounts',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
] as const;

async function tableCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`);
    out[t] = Number(rows[0]?.n);
  }
  return out;
}

async function rows<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return (await pool.query<T>(text, values)).rows;
}

describe('seeded database', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    pool = database.pool;
  });
  afterAll(async () => database?.close());

  it('has about 10,000 slots over the eight slot vendors and games of every type', async () => {
    const byType = await rows<{ game_type: string; n: string }>(
      pool,
      'SELECT game_type, count(*) n FROM games GROUP BY 1',
    );
    const count = Object.fromEntries(byType.map((r) => [r.game_type, Number(r.n)]));
    expect(count.RNG).toBeGreaterThanOrEqual(10_000);
    for (const type of gameTypes) expect(count[type], type).toBeGreaterThan(0);

    const slotVendors = await rows<{ vendor_code: string; n: string }>(
      pool,
      "SELECT vendor_code, count(*) n FROM games WHERE game_type = 'RNG' GROUP BY 1 ORDER BY 1",
    );
    expect(slotVendors.map((r) => r.vendor_code).sort()).toEqual([
      'BGS',
      'CQ9',
      'EG2',
      'FC',
      'JDB',
      'JL',
      'PG',
      'PT',
    ]);
    for (const r of slotVendors) expect(Number(r.n)).toBeGreaterThan(1100);
  });

  it('flags slots in the asked proportions', async () => {
    const [r] = await rows<Record<string, string>>(
      pool,
      `SELECT count(*) n,
              count(*) FILTER (WHERE is_hot) hot,
              count(*) FILTER (WHERE is_new) new,
              count(*) FILTER (WHERE support_play = 0) trial,
              count(*) FILTER (WHERE freeplay = 1) freeplay,
              count(*) FILTER (WHERE classify IS NOT NULL) classified,
              count(*) FILTER (WHERE classify NOT IN ('SC','VP','JP','TG','AC','BG')) bad_classify
         FROM games WHERE game_type = 'RNG'`,
    );
    const share = (k: string) => Number(r?.[k]) / Number(r?.n);
    expect(share('hot')).toBeGreaterThan(0.04);
    expect(share('hot')).toBeLessThan(0.06);
    expect(share('new')).toBeGreaterThan(0.02);
    expect(share('new')).toBeLessThan(0.045);
    expect(share('trial')).toBeGreaterThan(0.17);
    expect(share('trial')).toBeLessThan(0.23);
    expect(share('freeplay')).toBeGreaterThan(0);
    expect(share('classified')).toBeGreaterThan(0.27);
    expect(share('classified')).toBeLessThan(0.33);
    expect(Number(r?.bad_classify)).toBe(0);
  });

  it('lists e-sport and cockfight vendors under SPORTS and their own lanes, TCG_LOTTO_VN under ELOTT', async () => {
    const lanes = await rows<{ vendor_code: string; game_type: string }>(
      pool,
      'SELECT vendor_code, game_type FROM vendor_categories',
    );
    const has = (v: string, t: string) => lanes.some((l) => l.vendor_code === v && l.game_type === t);
    for (const v of ['AV', 'AI', 'IMES', 'TF', 'IA'])
      expect(has(v, 'SPORTS') && has(v, 'ESPORTS'), v).toBe(true);
    expect(has('DS88', 'SPORTS') && has('DS88', 'COCKFIGHT')).toBe(true);
    expect(has('TCG_LOTTO_VN', 'ELOTT') && has('TCG_LOTTO_VN', 'LOTT') && has('TCG_SEA', 'LOTT')).toBe(true);
    for (const v of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) expect(has(v, 'RNG'), v).toBe(true);

    const order = await rows<{ game_type: string }>(
      pool,
      'SELECT game_type FROM game_categories ORDER BY sort',
    );
    expect(order.map((r) => r.game_type)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'PVP',
      'ELOTT',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
    ]);
  });

  it('has banners for every group with working links', async () => {
    const banners = await rows<{
      group_name: string;
      image_url: string;
      linkage_type: string | null;
      linkage_value: string | null;
    }>(
      pool,
      'SELECT group_name, image_url, linkage_type, linkage_value FROM banners ORDER BY group_name, sort',
    );
    for (const group of bannerGroups) {
      const n = banners.filter((b) => b.group_name === group).length;
      if (group === 'w_home') expect(n).toBeGreaterThanOrEqual(2);
      else expect(n, group).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(group === 'w_home' ? 4 : 2);
    }
    for (const b of banners)
      expect(b.image_url).toMatch(new RegExp(`^/img/banners/${b.group_name}-\\d+\\.svg$`));
    expect(banners.some((b) => b.linkage_type === null)).toBe(true);
    for (const b of banners.filter((x) => x.linkage_type === 'GAME')) {
      expect(await rows(pool, 'SELECT 1 FROM games WHERE id = $1', [Number(b.linkage_value)])).toHaveLength(
        1,
      );
    }
    for (const b of banners.filter((x) => x.linkage_type === 'PROMOTION')) {
      expect(
        await rows(pool, "SELECT 1 FROM announcements WHERE id = $1 AND type = 'PR'", [
          Number(b.linkage_value),
        ]),
      ).toHaveLength(1);
    }
    expect(new Set(banners.map((b) => b.linkage_type))).toEqual(new Set([null, 'GAME', 'PROMOTION', 'URL']));
  });

  it('has announcements of every type for every audience, within 30 days of the fixed epoch', async () => {
    const list = await rows<{
      type: string;
      execution: string;
      promotion_type: string | null;
      published_at: Date;
      title_vi: string;
    }>(pool, 'SELECT type, execution, promotion_type, published_at, title_vi FROM announcements');
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const type of ['B', 'PL', 'PU', 'PR', 'H']) {
      for (const exec of ['A', 'B', 'F']) {
        expect(
          list.some((a) => a.type === type && a.execution === exec),
          `${type}/${exec}`,
        ).toBe(true);
      }
    }
    for (const a of list) {
      expect(a.promotion_type !== null).toBe(a.type === 'PR');
      const age = Date.UTC(2026, 10, 1) - a.published_at.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * 86_400_000);
    }
  });

  it('has the site settings, whitelabel flags, register rules, lines and customer service', async () => {
    const settings = new Map(
      (await rows<{ key: string; value: unknown }>(pool, 'SELECT key, value FROM settings')).map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(SiteResources.parse(settings.get('site.resources'))).toMatchObject({
      currency: 'VND',
      currencySymbol: '₫',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(settings.get('site.info')).toMatchObject({
      mainDomain: 'localhost',
      hasFreePlay: true,
      imageCDNs: [''],
    });
    expect(settings.has('site.maintenance')).toBe(false);
    expect(settings.get('seed.version')).toBe(SEED_VERSION);

    const nodes = new Map(
      (
        await rows<{ mod_id: string; enabled: boolean; parent_mod_id: string | null }>(
          pool,
          'SELECT * FROM whitelabel_nodes',
        )
      ).map((n) => [n.mod_id, n]),
    );
    for (const flag of whitelabelFlags) expect(nodes.get(flag)?.parent_mod_id, flag).toBeTruthy();
    const on = (f: string) => nodes.get(f)?.enabled;
    expect([on('AGENTPOLICY3'), on('MANPLAYREB3'), on('USERNAMEREG3')]).toEqual([true, true, true]);
    expect([on('MOBILENUMREG3'), on('MOBILENUMPASSREG3'), on('REGMOBVERF3'), on('CHNGPASSVERIF3')]).toEqual([
      false,
      false,
      false,
      false,
    ]);

    const fields = new Map(
      (
        await rows<{
          field: string;
          enabled: boolean;
          required: boolean;
          min: number;
          max: number;
          pattern: string;
        }>(pool, 'SELECT * FROM register_fields')
      ).map((f) => [f.field, f]),
    );
    const specFields = [
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'qqNum',
      'mobileNum',
      'recommenderId',
      'captcha',
      'verificationCode',
      'affiliateCode',
      'paymentPassword',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'telegram',
      'zalo',
      'idNumber',
      'referralCode',
      'birthday',
      'fullname',
    ];
    for (const f of specFields) expect(fields.has(f), f).toBe(true);
    for (const f of fields.values()) {
      expect(patternIds as readonly string[]).toContain(f.pattern);
      expect(f.min).toBeLessThanOrEqual(f.max);
    }
    expect(fields.get('username')).toMatchObject({
      enabled: true,
      required: true,
      min: 6,
      max: 16,
      pattern: 'LETTER_FIRST_ALNUM',
    });
    expect(fields.get('captcha')).toMatchObject({ enabled: true, required: true });

    const lines = await rows<{ domain_name: string }>(
      pool,
      'SELECT domain_name FROM domain_lines ORDER BY sort',
    );
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(lines.map((l) => l.domain_name)).toEqual(['localhost', '127.0.0.1']);

    const cs = await rows<{ cs_type: string; path: string }>(
      pool,
      'SELECT cs_type, path FROM customer_service ORDER BY sort',
    );
    expect(cs[0]).toEqual({ cs_type: 'LIVECHAT', path: '/help#livechat' });
  });

  it('has the demo member, a trial account and the agent chain 1 > 2 > 41 > 42 with downlines', async () => {
    const accounts = await rows<{
      id: string;
      account: string;
      type: number;
      parent_id: string | null;
      password_hash: string | null;
    }>(pool, 'SELECT id, account, type, parent_id, password_hash FROM accounts');
    const byAccount = new Map(accounts.map((a) => [a.account, a]));
    const byId = new Map(accounts.map((a) => [a.id, a]));
    expect(new Set(accounts.map((a) => a.type))).toEqual(new Set([0, 4, 1, 2, 41, 42]));
    expect(byAccount.get('demo')).toMatchObject({ type: 0, parent_id: null });
    expect(byAccount.get('trial_demo')).toMatchObject({ type: 4, password_hash: null });

    const chain: number[] = [];
    for (let a = byAccount.get('agent42'); a; a = a.parent_id ? byId.get(a.parent_id) : undefined)
      chain.push(a.type);
    expect(chain).toEqual([42, 41, 2, 1]);
    for (const agent of ['agent1', 'agent2', 'agent41', 'agent42']) {
      const members = accounts.filter((a) => a.parent_id === byAccount.get(agent)?.id && a.type === 0);
      expect(members.length, agent).toBeGreaterThanOrEqual(2);
      expect(members.length, agent).toBeLessThanOrEqual(3);
    }

    // Every printed login works, and the hash was computed once and reused.
    for (const login of demoLogins) {
      expect(byAccount.get(login.account)?.password_hash, login.account).toBeTruthy();
    }
    const hashes = new Set(accounts.flatMap((a) => (a.password_hash ? [a.password_hash] : [])));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword('Demo@12345', [...hashes][0] as string)).toBe(true);
  });

  it('keeps double-entry books: entries balance, balances match entries, the total is zero', async () => {
    const [total] = await rows<{ s: string }>(
      pool,
      'SELECT COALESCE(SUM(balance), 0)::text s FROM ledger_accounts',
    );
    expect(total?.s).toBe('0');

    const unbalanced = await rows(
      pool,
      // Two entries or more: a campaign's funding credits each of its budget shards (decision 053).
      'SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING SUM(amount) <> 0 OR count(*) < 2',
    );
    expect(unbalanced).toEqual([]);

    const mismatched = await rows(
      pool,
      `SELECT la.id FROM ledger_accounts la
         LEFT JOIN LATERAL (SELECT COALESCE(SUM(amount), 0) s FROM ledger_entries e WHERE e.ledger_account_id = la.id) t ON true
         LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.ledger_account_id = la.id ORDER BY id DESC LIMIT 1) l ON true
        WHERE la.balance <> t.s OR la.balance <> COALESCE(l.balance_after, 0)`,
    );
    expect(mismatched).toEqual([]);

    const wallet = async (account: string) =>
      (
        await rows<{ balance: string }>(
          pool,
          `SELECT la.balance::text balance FROM ledger_accounts la JOIN accounts a ON a.id = la.owner_id
          WHERE a.account = $1 AND la.kind = 'member_main' AND la.currency = 'VND'`,
          [account],
        )
      )[0]?.balance;
    expect(await wallet('demo')).toBe('5000000');
    expect(await wallet('agent1')).toBe('2000000');
    expect(await wallet('trial_demo')).toBeUndefined();

    const system = await rows<{ kind: string }>(
      pool,
      "SELECT kind FROM ledger_accounts WHERE owner_id IS NULL AND currency = 'VND' ORDER BY kind",
    );
    // The seeded campaigns' budgets (campaign_budget, keyed c<id>: the welcome bonus, the reward
    // centre's five, decision 046, the rebate, decision 045, the two VIP campaigns, decision 044, and
    // the points mall, decision 050, the missions and the mission leaderboard, decisions 054-055,
    // the red envelopes, decision 058, the prize wheel and the golden egg, decisions 056-057,
    // member referral and the Zalo reward, decisions 059-060) are ownerless too, but not a system
    // kind: 16 shards each (decision 053).
    expect(system.map((s) => s.kind)).toEqual([
      'bonus',
      ...Array(17 * 16).fill('campaign_budget'),
      'cash_in',
      'cash_out',
      'commission',
      'house',
    ]);
    const keys = await rows<{ idempotency_key: string }>(
      pool,
      "SELECT idempotency_key FROM ledger_transactions WHERE kind = 'demo_deposit'",
    );
    expect(keys.map((k) => k.idempotency_key)).toContain('seed:deposit:demo');
  });

  it('does nothing when called again', async () => {
    const before = await tableCounts(pool);
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(await tableCounts(pool)).toEqual(before);
  });
});

describe('seeding a fresh database', () => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  // How long it takes is the bench's figure (tests/perf/database-bench.ts, decision 095).
  it('seeds once even when two nodes race', async () => {
    database = await createTestDatabase({ seeded: false });
    const stages = new Set<string>();
    const results = await Promise.all([
      seedDemoData(database.db, { onProgress: (stage) => stages.add(stage) }),
      seedDemoData(database.db, { onProgress: (stage) => stages.add(stage) }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect([...stages]).toEqual(
      expect.arrayContaining(['passwords', 'vendors', 'games', 'banners', 'accounts', 'ledger', 'done']),
    );

    const c = buildCatalogue();
    const counts = await tableCounts(database.pool);
    expect(counts.games).toBe(c.games.length);
    expect(counts.accounts).toBe(c.accounts.length);
    expect(counts.banners).toBe(c.banners.length);
  }, 60_000);
});

describe('a seed that fails part-way', () => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('leaves nothing behind, and a later seed succeeds', async () => {
    database = await createTestDatabase({ seeded: false });
    const crash = (stage: string) => {
      if (stage === 'ledger') throw new Error('simulated crash');
    };
    await expect(seedDemoData(database.db, { onProgress: crash })).rejects.toThrow('simulated crash');
    const counts = await tableCounts(database.pool);
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);

    const started = performance.now();
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    console.log(`seed of a fresh database (one caller): ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue();

  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('gives every vendor unique game codes and names', () => {
    const byVendor = new Map<string, typeof catalogue.games>();
    for (const g of catalogue.games) byVendor.set(g.vendorCode, [...(byVendor.get(g.vendorCode) ?? []), g]);
    for (const [vendor, games] of byVendor) {
      expect(new Set(games.map((g) => g.gameCode)).size, vendor).toBe(games.length);
      expect(new Set(games.map((g) => `${g.gameType}:${g.nameEn}`)).size, vendor).toBe(games.length);
    }
    const numbered = catalogue.games.filter(
      (g) => g.gameType === 'RNG' && / \d+$/.test(g.nameEn) && !g.nameEn.endsWith(' 1000'),
    );
    expect(numbered.length).toBeLessThan(50);
  });

  it('names games in natural Vietnamese with diacritics', () => {
    const slots = catalogue.games.filter((g) => g.gameType === 'RNG');
    const accented = slots.filter((g) =>
      /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i.test(g.nameVi),
    );
    expect(accented.length / slots.length).toBeGreaterThan(0.8);
    expect(slots.some((g) => g.nameEn === 'Golden Tiger' && g.nameVi === 'Hổ Vàng')).toBe(true);
    for (const g of slots) expect(g.nameVi).toBe(g.nameVi.normalize('NFC'));
  });

  it('gives every vendor lane games, lobby tiles where a list opens, and lottery codes for the lottery routes', () => {
    for (const lane of catalogue.vendorCategories) {
      const isMovedLane =
        lane.gameType === 'SPORTS' && ['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88'].includes(lane.vendorCode);
      if (isMovedLane) continue;
      expect(
        catalogue.games.some((g) => g.vendorCode === lane.vendorCode && g.gameType === lane.gameType),
        `${lane.vendorCode}/${lane.gameType}`,
      ).toBe(true);
    }
    expect(catalogue.games.some((g) => g.isGame === 'VASSALAGE' && g.gameType === 'LIVE')).toBe(true);
    const vn = catalogue.games.filter((g) => g.vendorCode === 'TCG_LOTTO_VN' && g.gameType === 'LOTT');
    expect(vn.map((g) => g.nameVi)).toContain('Xổ Số Miền Bắc');
    expect(vn.length).toBeGreaterThan(30);
  });

  it('has unique announcement titles (banner links are resolved by them)', () => {
    expect(new Set(catalogue.announcements.map((a) => a.titleEn)).size).toBe(catalogue.announcements.length);
  });
});
