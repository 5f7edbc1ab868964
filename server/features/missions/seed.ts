import type { MissionCondition, MissionPeriod } from '../../../contract/missions/schemas';
import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { missions } from '../../db/schema';
import { SEED_SCHEDULE, seedCampaign } from '../../engine/rewards';

/**
 * The missions' seeded campaigns and missions (decisions 054-055). Both campaigns are paused, like
 * the points mall's (decision 050): they are not promotions members claim on /promotions; the
 * missions feature pays through them directly, and their budgets cap what it can pay.
 */
export const MISSIONS_CAMPAIGN = 'missions';
export const BOARD_CAMPAIGN = 'mission-leaderboard';
export const MISSIONS_BUDGET = 500_000_000n;

const common = {
  claimMode: 'auto',
  ...SEED_SCHEDULE,
  rules: { op: 'player_only' },
  // Small rewards: bet them once within 7 days before withdrawing, like the reward centre's.
  wageringMultiple: 1,
  maxBet: null,
  expiresInDays: 7,
  holdAbove: null,
  limits: { perDevice: null, perIp24: null, perPayee: null },
} as const;

export const missionsTerms: CampaignTerms = {
  ...common,
  kind: 'fixed',
  category: 'other',
  title: { vi: 'Thưởng nhiệm vụ', en: 'Mission reward' },
  content: {
    vi:
      'Hoàn thành nhiệm vụ hằng ngày, hằng tuần và một lần trong tab Nhiệm vụ để nhận điểm nhiệm vụ, tiền thưởng ' +
      'và điểm đổi quà. Tiền thưởng cần cược hợp lệ 1 lần trong 7 ngày trước khi rút. Tài khoản dùng thử và đại lý ' +
      'không tham gia.',
    en:
      'Complete daily, weekly and one-off missions on the Missions tab for mission points, cash and mall points. ' +
      'Bet the cash once within 7 days before withdrawing. Trial and agent accounts cannot take part.',
  },
  reward: { type: 'fixed', amount: '0' },
};

/** The weekly prizes by rank, from rank 1 (the ladder's amounts; decision 055). */
export const boardPrizes = [
  '500000',
  '300000',
  '200000',
  '100000',
  '100000',
  '50000',
  '50000',
  '50000',
  '50000',
  '50000',
];

export const boardTerms: CampaignTerms = {
  ...common,
  kind: 'fixed',
  category: 'ranking',
  title: { vi: 'Giải bảng xếp hạng nhiệm vụ', en: 'Mission leaderboard prize' },
  content: {
    vi:
      'Mỗi tuần (thứ Hai 00:00 đến Chủ nhật 23:59, giờ Việt Nam) 10 người có nhiều điểm nhiệm vụ nhất nhận giải: ' +
      '500.000 ₫, 300.000 ₫, 200.000 ₫, 100.000 ₫, 100.000 ₫ và 50.000 ₫ cho hạng 6 đến 10, trả một lần khi tuần ' +
      'kết thúc. Bằng điểm: ai đạt số điểm đó trước xếp trên. Tiền thưởng cần cược hợp lệ 1 lần trong 7 ngày ' +
      'trước khi rút. Tài khoản dùng thử và đại lý không tham gia.',
    en:
      'Every week (Monday 00:00 to Sunday 23:59, Vietnam time) the 10 members with the most mission points win: ' +
      '500,000 ₫, 300,000 ₫, 200,000 ₫, 100,000 ₫, 100,000 ₫ and 50,000 ₫ for ranks 6 to 10, paid once when the ' +
      'week ends. Equal points: whoever reached the score first ranks higher. Bet the prize once within 7 days ' +
      'before withdrawing. Trial and agent accounts cannot take part.',
  },
  reward: { type: 'ladder', amounts: boardPrizes },
};

type SeedMission = {
  code: string;
  period: MissionPeriod;
  condition: MissionCondition;
  vi: string;
  en: string;
  missionPoints: number;
  cash: bigint | null;
  mallPoints: bigint | null;
};

/**
 * What "play N different games" asks of each game: a valid bet of at least this much in the
 * period (decision 092), so 1,000 ₫ spins on many games or hedged baccarat complete nothing. The
 * missions' texts state it; a migration (0036) gave it to the missions seeded before.
 */
export const GAME_MIN_BET = 20_000n;

/** A handful of missions, rewards small against what they ask (deterministic). */
export const seedMissions: SeedMission[] = [
  {
    code: 'daily-login',
    period: 'daily',
    condition: { type: 'login_days', days: 1 },
    vi: 'Đăng nhập hôm nay',
    en: 'Log in today',
    missionPoints: 5,
    cash: null,
    mallPoints: 5n,
  },
  {
    code: 'daily-bet-slots',
    period: 'daily',
    condition: { type: 'bet', amount: '200000', gameTypes: ['RNG'] },
    vi: 'Cược 200.000 ₫ vào trò chơi slot',
    en: 'Bet 200,000 ₫ on slot games',
    missionPoints: 10,
    cash: 2_000n,
    mallPoints: null,
  },
  {
    code: 'daily-three-games',
    period: 'daily',
    condition: { type: 'distinct_games', games: 3, minBet: GAME_MIN_BET.toString() },
    vi: 'Chơi 3 trò chơi khác nhau, mỗi trò cược hợp lệ từ 20.000 ₫',
    en: 'Play 3 different games, a valid bet of 20,000 ₫ or more on each',
    missionPoints: 10,
    cash: null,
    mallPoints: 20n,
  },
  {
    code: 'weekly-login-5',
    period: 'weekly',
    condition: { type: 'login_days', days: 5 },
    vi: 'Đăng nhập 5 ngày trong tuần',
    en: 'Log in on 5 days this week',
    missionPoints: 30,
    cash: null,
    mallPoints: 100n,
  },
  {
    code: 'weekly-deposit',
    period: 'weekly',
    condition: { type: 'deposit', amount: '1000000' },
    vi: 'Nạp tổng cộng 1.000.000 ₫ trong tuần',
    en: 'Deposit 1,000,000 ₫ in total this week',
    missionPoints: 30,
    cash: 10_000n,
    mallPoints: null,
  },
  {
    code: 'weekly-bet-live',
    period: 'weekly',
    condition: { type: 'bet', amount: '2000000', gameTypes: ['LIVE'] },
    vi: 'Cược 2.000.000 ₫ vào sòng bài trực tiếp',
    en: 'Bet 2,000,000 ₫ on live casino',
    missionPoints: 40,
    cash: 20_000n,
    mallPoints: null,
  },
  {
    code: 'once-first-bet',
    period: 'once',
    condition: { type: 'bet', amount: '10000' },
    vi: 'Đặt cược đầu tiên từ 10.000 ₫',
    en: 'Bet 10,000 ₫ for the first time',
    missionPoints: 20,
    cash: 5_000n,
    mallPoints: 10n,
  },
  {
    code: 'once-ten-games',
    period: 'once',
    condition: { type: 'distinct_games', games: 10, minBet: GAME_MIN_BET.toString() },
    vi: 'Chơi 10 trò chơi khác nhau, mỗi trò cược hợp lệ từ 20.000 ₫',
    en: 'Play 10 different games, a valid bet of 20,000 ₫ or more on each',
    missionPoints: 50,
    cash: null,
    mallPoints: 200n,
  },
];

/**
 * Writes the campaigns and the missions once each (nothing for a code that exists): safe on every
 * start. Seeded missions count from the time they are written, never from older history.
 */
export async function seedMissionsFeature(tx: Tx): Promise<void> {
  await seedCampaign(tx, {
    code: MISSIONS_CAMPAIGN,
    terms: missionsTerms,
    budget: MISSIONS_BUDGET,
    position: 60,
    status: 'paused',
  });
  await seedCampaign(tx, {
    code: BOARD_CAMPAIGN,
    terms: boardTerms,
    budget: MISSIONS_BUDGET,
    position: 61,
    status: 'paused',
  });
  let sort = 10;
  for (const m of seedMissions) {
    await tx
      .insert(missions)
      .values({
        code: m.code,
        period: m.period,
        condition: m.condition,
        titleVi: m.vi,
        titleEn: m.en,
        missionPoints: m.missionPoints,
        cashAmount: m.cash,
        mallPoints: m.mallPoints,
        sort,
      })
      .onConflictDoNothing({ target: missions.code });
    sort += 10;
  }
}
