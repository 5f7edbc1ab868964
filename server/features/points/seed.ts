import { inArray } from 'drizzle-orm';
import type { GameType } from '../../../contract/common';
import type { CampaignTerms } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { pointsGoods, pointsRates } from '../../db/schema';
import { directPayTerms, seedCampaign } from '../../engine/rewards';
import { addTicketGoods } from './points.sql';

/** The campaign whose budget and terms pay the mall's cash goods (decision 050). */
export const MALL_CAMPAIGN = 'points-mall';
export const MALL_BUDGET = 500_000_000n;

/**
 * Cash from the mall is paid as a grant of this campaign: to be wagered once within 30 days.
 * Paused: it is not a promotion members claim (it never shows on /promotions); the mall pays
 * through it directly.
 */
export const mallTerms: CampaignTerms = directPayTerms({
  category: 'points_mall',
  title: { vi: 'Tiền mặt đổi từ điểm', en: 'Cash redeemed with points' },
  content: {
    vi: 'Tiền mặt đổi bằng điểm ở cửa hàng điểm vào ví chính. Trước khi rút hoặc chuyển tiền, cần đặt cược hợp lệ bằng số tiền đó trong 30 ngày.',
    en: 'Cash redeemed with points in the points mall goes to your main wallet. Before you withdraw or transfer money out, bet that amount in valid bets within 30 days.',
  },
  expiresInDays: 30,
});

/** Points per valid bet: 1 point per 10,000 ₫ on slots, fishing and card games, per 20,000 ₫ elsewhere. */
export const seedRates: { gameType: GameType; points: number; perAmount: bigint }[] = [
  { gameType: 'RNG', points: 1, perAmount: 10_000n },
  { gameType: 'FISH', points: 1, perAmount: 10_000n },
  { gameType: 'PVP', points: 1, perAmount: 10_000n },
  { gameType: 'LIVE', points: 1, perAmount: 20_000n },
  { gameType: 'SPORTS', points: 1, perAmount: 20_000n },
  { gameType: 'ESPORTS', points: 1, perAmount: 20_000n },
  { gameType: 'COCKFIGHT', points: 1, perAmount: 20_000n },
  { gameType: 'LOTT', points: 1, perAmount: 20_000n },
  { gameType: 'ELOTT', points: 1, perAmount: 20_000n },
];

/** Three cash goods (100 ₫ a point, better for the larger ones) and one physical good. */
export const seedGoods = [
  {
    kind: 'cash',
    nameVi: 'Tiền mặt 10.000 ₫',
    nameEn: 'Cash 10,000 ₫',
    price: 100n,
    cash: 10_000n,
    stock: 10_000,
    limit: null,
    sort: 10,
  },
  {
    kind: 'cash',
    nameVi: 'Tiền mặt 50.000 ₫',
    nameEn: 'Cash 50,000 ₫',
    price: 480n,
    cash: 50_000n,
    stock: 5_000,
    limit: null,
    sort: 20,
  },
  {
    kind: 'cash',
    nameVi: 'Tiền mặt 200.000 ₫',
    nameEn: 'Cash 200,000 ₫',
    price: 1_800n,
    cash: 200_000n,
    stock: 1_000,
    limit: 5,
    sort: 30,
  },
  {
    kind: 'physical',
    nameVi: 'Áo thun thương hiệu',
    nameEn: 'Branded T-shirt',
    descVi: 'Giao tận nơi trong Việt Nam, 7 đến 14 ngày sau khi được duyệt.',
    descEn: 'Delivered within Vietnam, 7 to 14 days after approval.',
    price: 3_000n,
    cash: null,
    stock: 50,
    limit: 1,
    sort: 40,
  },
] as const;

/**
 * One prize wheel and one golden egg ticket (decision 056): 1 point is 100 ₫ as for cash goods.
 * Each added once by kind: a mall seeded before tickets existed gets them too.
 */
export const seedTicketGoods = [
  {
    kind: 'wheel_ticket',
    nameVi: 'Vé vòng quay may mắn',
    nameEn: 'Prize wheel ticket',
    price: 50n,
    sort: 50,
  },
  { kind: 'egg_ticket', nameVi: 'Vé đập trứng vàng', nameEn: 'Golden egg ticket', price: 200n, sort: 60 },
] as const;

/** The mall's rates, goods and campaign, once (nothing when the goods exist). */
export async function seedPointsMall(tx: Tx): Promise<void> {
  await seedCampaign(tx, {
    code: MALL_CAMPAIGN,
    terms: mallTerms,
    budget: MALL_BUDGET,
    status: 'paused',
    position: 900,
  });
  for (const r of seedRates)
    await tx
      .insert(pointsRates)
      .values({ gameType: r.gameType, points: r.points, perAmount: r.perAmount })
      .onConflictDoNothing({ target: pointsRates.gameType });
  for (const g of seedTicketGoods) await addTicketGoods(tx, g);
  const any = await tx
    .select({ id: pointsGoods.id })
    .from(pointsGoods)
    .where(inArray(pointsGoods.kind, ['cash', 'physical']))
    .limit(1);
  if (any.length > 0) return;
  for (const g of seedGoods) {
    const desc = 'descVi' in g ? { vi: g.descVi, en: g.descEn } : { vi: '', en: '' };
    await tx.insert(pointsGoods).values({
      kind: g.kind,
      nameVi: g.nameVi,
      nameEn: g.nameEn,
      descriptionVi: desc.vi,
      descriptionEn: desc.en,
      pricePoints: g.price,
      cashAmount: g.cash,
      stock: g.stock,
      perMemberLimit: g.limit,
      sort: g.sort,
    });
  }
}
