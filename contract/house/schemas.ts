import { z } from 'zod';
import { SignedMinorUnits, RowId } from '../primitives';
import { envelope } from '../envelope';
import { fairnessSchema, revealedSeedShape } from '../fairness';
import { GameType } from '../common';
import { Amount } from '../wallet/schemas';
import { CLIENT_SEED } from '../lucky/constants';
import { LOTTERY_MAX_PICKS } from '../values';

export { LOTTERY_MAX_PICKS } from '../values';

/**
 * The house game provider's game API (ADR 012): what its game pages (/seamless, /lottery,
 * /vnLottery) call. The player is named only by the launch token (header X-Launch-Token) that
 * /wps/game/launchGame handed out; real money moves only through the seamless protocol.
 */
export const LAUNCH_TOKEN_HEADER = 'x-launch-token';
export const LaunchTokenValue = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const houseEngines = ['slot', 'baccarat', 'lottery'] as const;
export const HouseEngine = z.enum(houseEngines).meta({ id: 'HouseEngine' });
export type HouseEngine = z.infer<typeof HouseEngine>;
export const PlayMode = z.enum(['real', 'demo']);
export type PlayMode = z.infer<typeof PlayMode>;

const GameNode = RowId;

/** Stakes a table or machine accepts (minor units). */
export const HOUSE_MIN_STAKE = 1_000n;
export const HOUSE_MAX_STAKE = 10_000_000n;
const Stake = Amount.refine((v) => v >= HOUSE_MIN_STAKE && v <= HOUSE_MAX_STAKE, {
  message: `between ${HOUSE_MIN_STAKE} and ${HOUSE_MAX_STAKE}`,
}).refine((v) => v % 100n === 0n, { message: 'a multiple of 100' });

export const Fairness = fairnessSchema('HouseFairness');
export type Fairness = z.infer<typeof Fairness>;

export const HouseSession = z
  .object({
    mode: PlayMode,
    engine: HouseEngine,
    game: z.object({
      nodeId: z.number().int(),
      name: z.string(),
      vendorCode: z.string(),
      gameCode: z.string(),
      gameType: GameType,
    }),
    currency: z.string(),
    balance: SignedMinorUnits,
    fairness: Fairness,
    /** The engine's return to player by bet type, e.g. 0.9605. */
    rtp: z.record(z.string(), z.number()),
    /**
     * The share of a stake counted as valid bet (turnover, rebate, points, missions, VIP) by bet
     * type, e.g. 0.2 for baccarat's player and banker (decision 093).
     */
    validShare: z.record(z.string(), z.number()),
  })
  .meta({ id: 'HouseSession' });
export type HouseSession = z.infer<typeof HouseSession>;
export const HouseSessionQuery = z.object({ nodeId: GameNode, language: z.enum(['vi', 'en']).optional() });
export const HouseSessionResponse = envelope(HouseSession);

export const SlotSpinBody = z.object({ nodeId: GameNode, stake: Stake });
export const BaccaratDealBody = z
  .object({
    nodeId: GameNode,
    stakes: z.object({ player: Stake.optional(), banker: Stake.optional(), tie: Stake.optional() }),
  })
  .refine((b) => Object.values(b.stakes).some((v) => v !== undefined), {
    message: 'stake on at least one side',
    path: ['stakes'],
  });
export type SlotSpinBody = z.infer<typeof SlotSpinBody>;
export type BaccaratDealBody = z.infer<typeof BaccaratDealBody>;

export const SlotOutcome = z.object({
  engine: z.literal('slot'),
  stops: z.array(z.number().int()),
  rows: z.array(z.array(z.string())),
  line: z.array(z.string()),
  multiplier: z.number(),
  /**
   * The progressive jackpot's draw in [0, 1) (decision 061): a real-money spin wins the pool when
   * it is below stake / 10,000,000,000. Absent on rounds played before the jackpot.
   */
  jackpotRoll: z.number().optional(),
});
export const BaccaratOutcome = z.object({
  engine: z.literal('baccarat'),
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
});
export const RoundOutcome = z.discriminatedUnion('engine', [SlotOutcome, BaccaratOutcome]);
export type RoundOutcome = z.infer<typeof RoundOutcome>;

export const PlayedRound = z
  .object({
    roundId: z.string(),
    engine: HouseEngine,
    gameCode: z.string(),
    stake: SignedMinorUnits,
    payout: SignedMinorUnits,
    nonce: z.number().int(),
    clientSeed: z.string(),
    serverSeedHash: z.string(),
    /** Only once the seed was rotated. */
    serverSeed: z.string().nullable(),
    outcome: RoundOutcome,
    playedAt: z.string(),
  })
  .meta({ id: 'HousePlayedRound' });
export type PlayedRound = z.infer<typeof PlayedRound>;

export const RoundResult = z
  .object({
    round: PlayedRound,
    balance: SignedMinorUnits,
    fairness: Fairness,
    /** The progressive jackpot's pool this spin won (decision 061), when it did. */
    jackpot: SignedMinorUnits.optional(),
  })
  .meta({ id: 'HouseRoundResult' });
export type RoundResult = z.infer<typeof RoundResult>;
export const RoundResultResponse = envelope(RoundResult);

export const RoundsResponse = envelope(z.object({ list: z.array(PlayedRound) }));

export const ClientSeedBody = z.object({ clientSeed: z.string().regex(CLIENT_SEED) });
export const FairnessResponse = envelope(Fairness);
export const RotateResult = z
  .object({
    revealed: z.object({ ...revealedSeedShape(), rounds: z.number().int() }),
    fairness: Fairness,
  })
  .meta({ id: 'HouseRotateResult' });
export type RotateResult = z.infer<typeof RotateResult>;
export const RotateResponse = envelope(RotateResult);

/** The shared tables' families (decision 100) a round of which the verify call recomputes. */
export const VerifiableTable = z.enum(['sic-bo', 'xoc-dia']);
export const VerifyBody = z.object({
  engine: z.union([HouseEngine, VerifiableTable]),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string().min(1).max(100),
  nonce: z.number().int().min(0),
});
export const Verified = z
  .object({
    serverSeedHash: z.string(),
    outcome: z.union([
      RoundOutcome,
      z.object({ engine: z.literal('lottery'), numbers: z.array(z.number().int()) }),
      // A table round: client seed `table:<nodeId>:<roundNo>`, nonce 0.
      z.object({
        engine: z.literal('sic-bo'),
        dice: z.array(z.number().int()),
        total: z.number().int(),
        triple: z.boolean(),
      }),
      z.object({
        engine: z.literal('xoc-dia'),
        coins: z.array(z.enum(['red', 'white'])),
        reds: z.number().int(),
      }),
    ]),
  })
  .meta({ id: 'HouseVerified' });
export type Verified = z.infer<typeof Verified>;
export const VerifyResponse = envelope(Verified);

// Lottery ---------------------------------------------------------------------------------

export const Draw = z
  .object({
    drawNo: z.number().int(),
    drawAt: z.string(),
    serverSeedHash: z.string(),
    /** Opened numbers and the revealed seed, once drawn. */
    numbers: z.array(z.number().int()).nullable(),
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
  })
  .meta({ id: 'HouseDraw' });
export type Draw = z.infer<typeof Draw>;
export const Ticket = z
  .object({
    ticketRef: z.string(),
    drawNo: z.number().int(),
    picks: z.array(z.number().int()),
    stakeEach: SignedMinorUnits,
    stake: SignedMinorUnits,
    payout: SignedMinorUnits.nullable(),
    status: z.enum(['pending', 'placed', 'won', 'lost', 'void']),
  })
  .meta({ id: 'HouseTicket' });
export type Ticket = z.infer<typeof Ticket>;
export const LotteryState = z
  .object({
    mode: PlayMode,
    game: HouseSession.shape.game,
    currency: z.string(),
    balance: SignedMinorUnits,
    periodSeconds: z.number().int(),
    /** Bets close this many seconds before the draw. */
    closeSeconds: z.number().int(),
    serverTime: z.string(),
    current: Draw,
    past: z.array(Draw),
    tickets: z.array(Ticket),
    rtp: z.number(),
    pays: z.number().int(),
  })
  .meta({ id: 'HouseLotteryState' });
export type LotteryState = z.infer<typeof LotteryState>;
export const LotteryStateResponse = envelope(LotteryState);
export const LotteryBetBody = z.object({
  nodeId: GameNode,
  picks: z
    .array(z.number().int().min(0).max(99))
    .min(1)
    .max(LOTTERY_MAX_PICKS)
    .refine((p) => new Set(p).size === p.length, { message: 'numbers must differ' }),
  stakeEach: Stake,
});
export type LotteryBetBody = z.infer<typeof LotteryBetBody>;
export const LotteryBetResult = z
  .object({ ticket: Ticket, balance: SignedMinorUnits })
  .meta({ id: 'HouseLotteryBet' });
export const LotteryBetResponse = envelope(LotteryBetResult);

/** The game pages' calls (paths in contract/house/endpoints.ts, decision 064). */
export const HouseNodeQuery = z.object({ nodeId: GameNode });
export const HouseClientSeedBody = HouseNodeQuery.extend(ClientSeedBody.shape);
export const houseSchemas = {
  session: { query: HouseSessionQuery, value: HouseSession },
  slotSpin: { body: SlotSpinBody, value: RoundResult },
  baccaratDeal: { body: BaccaratDealBody, value: RoundResult },
  rounds: { query: HouseNodeQuery, value: RoundsResponse.shape.value },
  clientSeed: { body: HouseClientSeedBody, value: Fairness },
  rotate: { body: HouseNodeQuery, value: RotateResult },
  verify: { body: VerifyBody, value: Verified },
  lotteryState: { query: HouseSessionQuery, value: LotteryState },
  lotteryBet: { body: LotteryBetBody, value: LotteryBetResult },
};
export type HouseSchemas = typeof houseSchemas;
