import type { GameClassify, GameType } from '../../contract/common';
import type { games } from '../db/schema';
import { daysBeforeEpoch } from './epoch';
import type { GameDraft } from './game-draft';
import { classifiedName, slotName, slugOf, type LocalName } from './names';
import { Rng } from './prng';
import { cockfightGames, esportsGames, sportsGames } from './sports-games';
import { cardGames, fishGames, liveGames } from './table-games';
import { numberGames, seaLotteries, vietnamExpressLotteries, vietnamLotteries } from './lottery-games';
import { vendorSeeds, type VendorSeed } from './vendors';

export type GameSeed = Omit<typeof games.$inferInsert, 'id'> & {
  gameType: GameType;
  classify: GameClassify | null;
  isGame: 'VASSALAGE' | null;
  createdAt: Date;
};

/**
 * Slot counts per vendor: about 1,250 each, varied like real catalogues, summing to exactly
 * 10,000 ("almost 10,000 slots", spec section 1).
 */
export const SLOT_COUNTS: Record<string, number> = {
  PG: 1180,
  EG2: 1240,
  PT: 1320,
  JDB: 1260,
  CQ9: 1290,
  FC: 1210,
  JL: 1300,
  BGS: 1200,
};

/** About 30% of slots are classified (spec section 2); the rest are plain slot machines. */
const CLASSIFY_WEIGHTS: readonly (readonly [GameClassify | null, number])[] = [
  [null, 70],
  ['SC', 5],
  ['VP', 3],
  ['JP', 8],
  ['TG', 5],
  ['AC', 6],
  ['BG', 3],
];

/** Names, game codes: both unique within one vendor's list. */
class VendorNames {
  private readonly en = new Set<string>();
  private readonly vi = new Set<string>();
  private readonly codes = new Set<string>();

  /**
   * Draws names until one is new; after many misses the last draw gets a number ("... 2"),
   * which with ~50,000 possible titles per ~1,300 slots almost never happens.
   */
  take(draw: () => LocalName): { name: LocalName; code: string } {
    let name = draw();
    for (let attempt = 0; attempt < 40 && !this.isFree(name); attempt++) name = draw();
    const base = name;
    for (let n = 2; !this.isFree(name); n++) name = { en: `${base.en} ${n}`, vi: `${base.vi} ${n}` };
    this.en.add(name.en);
    this.vi.add(name.vi);
    const code = this.code(slugOf(name.en));
    return { name, code };
  }

  /** Reserves a code, numbering it if two names slug the same ("Hold & Win" vs "Hold and Win"). */
  code(wanted: string): string {
    let code = wanted;
    for (let n = 2; this.codes.has(code); n++) code = `${wanted}-${n}`;
    this.codes.add(code);
    return code;
  }

  private isFree(name: LocalName): boolean {
    return !this.en.has(name.en) && !this.vi.has(name.vi);
  }
}

function slotDrafts(vendor: string, count: number, rng: Rng): GameDraft[] {
  const names = new VendorNames();
  const drafts: GameDraft[] = [];
  for (let i = 0; i < count; i++) {
    const classify = rng.weighted(CLASSIFY_WEIGHTS);
    const { name, code } = names.take(() => (classify ? classifiedName(rng, classify) : slotName(rng)));
    drafts.push({ gameCode: code, name, ...(classify ? { classify } : {}) });
  }
  return drafts;
}

type Profile = { hot: number; isNew: number; trial: number; freeplay: number };

/** How often each flag is set, per game type. Live, sports and lotteries have no free trial. */
const PROFILES: Record<GameType, Profile> = {
  RNG: { hot: 0.05, isNew: 0.03, trial: 0.2, freeplay: 0.08 },
  FISH: { hot: 0.15, isNew: 0.05, trial: 0.3, freeplay: 0.1 },
  PVP: { hot: 0.1, isNew: 0.05, trial: 0.15, freeplay: 0.05 },
  LIVE: { hot: 0.1, isNew: 0.03, trial: 0, freeplay: 0 },
  SPORTS: { hot: 0, isNew: 0.03, trial: 0, freeplay: 0 },
  ESPORTS: { hot: 0, isNew: 0.03, trial: 0, freeplay: 0 },
  COCKFIGHT: { hot: 0, isNew: 0.03, trial: 0, freeplay: 0 },
  LOTT: { hot: 0.1, isNew: 0.03, trial: 0, freeplay: 0 },
  ELOTT: { hot: 0.1, isNew: 0.03, trial: 0, freeplay: 0 },
};

/**
 * Flags, icon seed, date and order for one vendor's games of one type. Pinned tiles (lobbies,
 * flagship books and draws) come first and are hot; then other hot games, then the rest, so
 * `sort` is also the lobby's default order.
 */
function finish(vendor: string, gameType: GameType, drafts: GameDraft[], rng: Rng): GameSeed[] {
  const p = PROFILES[gameType];
  const rows = drafts.map((d) => {
    const isNew = rng.chance(p.isNew);
    return {
      vendorCode: vendor,
      gameType,
      gameCode: d.gameCode,
      nameEn: d.name.en,
      nameVi: d.name.vi,
      isHot: d.pinned === true || rng.chance(p.hot),
      supportPlay: rng.chance(p.trial) ? 0 : 1,
      freeplay: rng.chance(p.freeplay) ? 1 : 0,
      classify: d.classify ?? null,
      isNew,
      isGame: d.isGame ?? null,
      iconSeed: rng.int(1, 2_147_483_647),
      sort: 0,
      // New games were added in the last two weeks; the rest over the past four years.
      createdAt: isNew ? daysBeforeEpoch(rng.int(0, 14)) : daysBeforeEpoch(rng.int(30, 1460)),
      pinned: d.pinned === true,
    };
  });
  const rank = (r: (typeof rows)[number]) => (r.pinned ? 0 : r.isHot ? 1 : 2);
  // Array.prototype.sort is stable, so ties keep their generated order.
  return rows
    .sort((a, b) => rank(a) - rank(b))
    .map(({ pinned: _pinned, ...row }, i) => ({ ...row, sort: i + 1 }));
}

function draftsFor(vendor: VendorSeed, gameType: GameType, rng: Rng): GameDraft[] {
  switch (gameType) {
    case 'RNG':
      return slotDrafts(vendor.code, SLOT_COUNTS[vendor.code] ?? 0, rng);
    case 'FISH':
      return fishGames(rng);
    case 'LIVE':
      return liveGames(vendor, rng);
    case 'PVP':
      return cardGames(vendor, rng);
    case 'SPORTS':
      // E-sport and cockfight vendors are listed under SPORTS but their games are typed by
      // what they are; the lobby moves those vendors into their own lanes.
      return vendor.categories.length === 1 ? sportsGames(vendor) : [];
    case 'ESPORTS':
      return esportsGames(vendor);
    case 'COCKFIGHT':
      return cockfightGames(vendor);
    case 'LOTT':
      if (vendor.code === 'TCG_LOTTO_VN') return vietnamLotteries();
      if (vendor.code === 'TCG_SEA') return seaLotteries();
      return numberGames(rng, 5);
    case 'ELOTT':
      return vendor.code === 'TCG_LOTTO_VN' ? vietnamExpressLotteries() : numberGames(rng, 7);
  }
}

/** Every game of every vendor, in vendor order then lane order. Pure and deterministic. */
export function buildGames(): GameSeed[] {
  const out: GameSeed[] = [];
  for (const vendor of vendorSeeds) {
    // game_code is unique per vendor across all its lanes (games_vendor_code_uq): fail here
    // with a clear message rather than on the constraint halfway through the seed.
    const codes = new Set<string>();
    for (const gameType of vendor.categories) {
      // One stream per vendor and lane, so changing one list leaves the others as they were.
      const rng = Rng.for(`games:${gameType}:${vendor.code}`);
      const drafts = draftsFor(vendor, gameType, rng);
      for (const d of drafts) {
        if (codes.has(d.gameCode)) throw new Error(`duplicate game code ${vendor.code}/${d.gameCode}`);
        codes.add(d.gameCode);
      }
      out.push(...finish(vendor.code, gameType, drafts, rng));
    }
  }
  return out;
}
