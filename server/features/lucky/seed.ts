import { eq } from 'drizzle-orm';
import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { LuckyGame, PrizeKind } from '../../../contract/lucky/constants';
import type { Tx } from '../../db/client';
import { luckyPrizes } from '../../db/schema';
import { directPayTerms, seedCampaign } from '../../engine/rewards';

/** The campaigns whose budgets pay each game's cash prizes (decision 057). */
export const LUCKY_CAMPAIGNS = { wheel: 'lucky-wheel', egg: 'golden-egg' } as const satisfies Record<
  LuckyGame,
  string
>;
export const LUCKY_BUDGET = 50_000_000n;

const terms = (game: LuckyGame): CampaignTerms =>
  directPayTerms({
    category: 'gaming',
    title:
      game === 'wheel'
        ? { vi: 'Giải tiền mặt vòng quay may mắn', en: 'Prize wheel cash prize' }
        : { vi: 'Giải tiền mặt trứng vàng', en: 'Golden egg cash prize' },
    content: {
      vi: 'Giải tiền mặt vào ví chính. Trước khi rút hoặc chuyển tiền, cần đặt cược hợp lệ bằng số tiền đó trong 30 ngày.',
      en: 'Cash prizes go to your main wallet. Before you withdraw or transfer money out, bet that amount in valid bets within 30 days.',
    },
    expiresInDays: 30,
  });

type SeedPrize = {
  kind: PrizeKind;
  amount: bigint;
  ticketGame?: LuckyGame;
  weight: number;
  vi: string;
  en: string;
};

/**
 * The published tables (weights out of 1,000, so a weight of 9 is 0.9 %). The wheel's order is
 * its segments clockwise; large and small prizes alternate so no segment sits "next to" the top
 * prize more than another (there is no near-miss to stage anyway: the wheel stops on the draw).
 */
export const seedPrizes: Record<LuckyGame, SeedPrize[]> = {
  wheel: [
    { kind: 'cash', amount: 100_000n, weight: 1, vi: '100.000 ₫', en: '100,000 ₫' },
    { kind: 'points', amount: 10n, weight: 300, vi: '10 điểm', en: '10 points' },
    { kind: 'cash', amount: 20_000n, weight: 9, vi: '20.000 ₫', en: '20,000 ₫' },
    { kind: 'none', amount: 0n, weight: 350, vi: 'Không trúng', en: 'No prize' },
    { kind: 'cash', amount: 5_000n, weight: 40, vi: '5.000 ₫', en: '5,000 ₫' },
    { kind: 'points', amount: 50n, weight: 150, vi: '50 điểm', en: '50 points' },
    {
      kind: 'ticket',
      amount: 1n,
      ticketGame: 'egg',
      weight: 100,
      vi: '1 vé trứng vàng',
      en: '1 egg ticket',
    },
    { kind: 'points', amount: 200n, weight: 50, vi: '200 điểm', en: '200 points' },
  ],
  egg: [
    { kind: 'cash', amount: 500_000n, weight: 1, vi: '500.000 ₫', en: '500,000 ₫' },
    { kind: 'cash', amount: 50_000n, weight: 19, vi: '50.000 ₫', en: '50,000 ₫' },
    { kind: 'cash', amount: 10_000n, weight: 80, vi: '10.000 ₫', en: '10,000 ₫' },
    { kind: 'points', amount: 500n, weight: 100, vi: '500 điểm', en: '500 points' },
    { kind: 'points', amount: 100n, weight: 300, vi: '100 điểm', en: '100 points' },
    {
      kind: 'ticket',
      amount: 1n,
      ticketGame: 'wheel',
      weight: 200,
      vi: '1 vé vòng quay',
      en: '1 wheel ticket',
    },
    { kind: 'points', amount: 20n, weight: 300, vi: '20 điểm', en: '20 points' },
  ],
};

/** The games' campaigns and prize tables, once (a game with prizes keeps its table). */
export async function seedLucky(tx: Tx): Promise<void> {
  for (const game of ['wheel', 'egg'] as const) {
    await seedCampaign(tx, {
      code: LUCKY_CAMPAIGNS[game],
      terms: terms(game),
      budget: LUCKY_BUDGET,
      status: 'paused',
      position: 910,
    });
    const any = await tx
      .select({ id: luckyPrizes.id })
      .from(luckyPrizes)
      .where(eq(luckyPrizes.game, game))
      .limit(1);
    if (any.length > 0) continue;
    for (const [position, p] of seedPrizes[game].entries())
      await tx.insert(luckyPrizes).values({
        game,
        position,
        kind: p.kind,
        amount: p.amount,
        ticketGame: p.ticketGame ?? null,
        weight: p.weight,
        nameVi: p.vi,
        nameEn: p.en,
      });
  }
}
