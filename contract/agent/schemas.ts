import { z } from 'zod';
import { SignedMinorUnits, SiteDay, PageNumber } from '../primitives';
import { LanguageQuery } from '../common';
import { NICKNAME } from '../patterns';
import { MAX_REPORT_DAYS } from '../values';

export { MAX_REPORT_DAYS } from '../values';

/**
 * The agent back office (spec sections 1-4, 6, 7, 9): team reports, register centre, downline
 * management, contracts and salaries. Money is minor units as decimal strings.
 */

/** Reports and settlement periods count calendar days in the site's zone (Asia/Ho_Chi_Minh, no DST). */
export const SITE_UTC_OFFSET_MINUTES = 7 * 60;
/** The site-zone calendar day of an instant, "yyyy-MM-dd": the day a report counts it in. */
export const siteDayOf = (at: Date): string =>
  new Date(at.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
/** Rates are basis points: 100 = 1 %. */
export const MAX_RATE_BP = 10_000;
export const PAGE_SIZE = 20;

/** The longest account search and downline nickname (the agent centre's inputs and their schemas). */
export const ACCOUNT_SEARCH_MAX = 32;
export const DOWNLINE_NICKNAME_MAX = 32;
const Search = z.string().trim().max(ACCOUNT_SEARCH_MAX).optional();

/** A report period: two calendar days, inclusive, at most MAX_REPORT_DAYS apart. */
const DayRange = z.object({ from: SiteDay, to: SiteDay });
const rangeRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['from'] })
    .refine((r) => daysBetween(r.from, r.to) < MAX_REPORT_DAYS, {
      message: `at most ${MAX_REPORT_DAYS} days`,
      path: ['to'],
    });
export const DayRangeQuery = rangeRules(DayRange);
export type DayRangeQuery = z.infer<typeof DayRangeQuery>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

// ---------------------------------------------------------------------------------------------
// Contracts (spec sections 3, 4, 7).
// ---------------------------------------------------------------------------------------------

export const contractKinds = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export const ContractKind = z.enum(contractKinds);
export type ContractKind = z.infer<typeof ContractKind>;

export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const DividendPeriod = z.enum(dividendPeriods);
export type DividendPeriod = z.infer<typeof DividendPeriod>;

const Rate = z.number().int().min(0).max(MAX_RATE_BP);
const Threshold = z.union([z.string().regex(/^[0-9]{1,15}$/), z.number().int().min(0)]).transform(String);

/** The terms an upline offers. Thresholds default to 0 (no condition). */
export const ContractTerms = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    rateBp: Rate.min(1),
    period: DividendPeriod,
    /** Period valid bet the team must reach. */
    minValidBet: Threshold.default('0'),
    /** Period loss of the team (house win) it must reach. */
    minLoss: Threshold.default('0'),
    minActiveMembers: z.number().int().min(0).max(100_000).default(0),
  }),
  z.object({ kind: z.literal('daily_salary'), rateBp: Rate.min(1), minValidBet: Threshold.default('0') }),
  z.object({ kind: z.literal('hourly_salary'), rateBp: Rate.min(1), minValidBet: Threshold.default('0') }),
  z.object({
    kind: z.literal('realtime_salary'),
    profitRateBp: Rate,
    lossRateBp: Rate,
    /** Only bets of at least this amount count. */
    minValidBet: Threshold.default('0'),
  }),
]);
export type ContractTerms = z.infer<typeof ContractTerms>;

export const OfferContractRequest = z
  .object({ downlineId: z.number().int().positive(), terms: ContractTerms })
  .meta({ id: 'OfferContractRequest' });
export type OfferContractRequest = z.infer<typeof OfferContractRequest>;

export const contractActions = ['accept', 'decline', 'end', 'terminate'] as const;
export const ContractAction = z.enum(contractActions);
export type ContractAction = z.infer<typeof ContractAction>;

export const contractStatuses = ['offered', 'active', 'declined', 'ended'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const Contract = z
  .object({
    id: z.number().int(),
    kind: ContractKind,
    status: z.enum(contractStatuses),
    /** new: an offer waiting; termination: the upline asked to end it; null: nothing waiting. */
    requestType: z.enum(['new', 'termination']).nullable(),
    uplineId: z.number().int().nullable(),
    uplineAccount: z.string().nullable(),
    downlineId: z.number().int(),
    downlineAccount: z.string(),
    rateBp: z.number().int(),
    profitRateBp: z.number().int(),
    lossRateBp: z.number().int(),
    period: z.string(),
    minValidBet: SignedMinorUnits,
    minLoss: SignedMinorUnits,
    minActiveMembers: z.number().int(),
    offeredAt: z.string(),
    acceptedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    endReason: z.string().nullable(),
  })
  .meta({ id: 'AgentContract' });
export type Contract = z.infer<typeof Contract>;

export const ContractList = z.object({
  /** Contracts this agent holds or was offered (newest first). */
  mine: z.array(Contract),
  /** Contracts this agent offered to its downlines, live ones only (offered or active). */
  offered: z.array(Contract),
});
export type ContractList = z.infer<typeof ContractList>;

/** Consolidated flags (spec section 3): 0 none, 1 active, 2 offer waiting, 3 termination waiting. */
export const contractFlagValues = { none: 0, active: 1, offered: 2, termination: 3 } as const;

// ---------------------------------------------------------------------------------------------
// Settlement payouts (the record the agent sees).
// ---------------------------------------------------------------------------------------------

export const payoutJobs = [
  'realtime_salary',
  'hourly_salary',
  'daily_salary',
  'dividend_daily',
  'dividend_weekly',
  'dividend_semimonthly',
  'dividend_monthly',
] as const;
export type PayoutJob = (typeof payoutJobs)[number];

export const Payout = z.object({
  id: z.number().int(),
  job: z.enum(payoutJobs),
  periodStart: z.string(),
  periodEnd: z.string(),
  base: SignedMinorUnits,
  amount: SignedMinorUnits,
  paidAt: z.string(),
});
export type Payout = z.infer<typeof Payout>;
export const PayoutsQuery = z.object({ kind: ContractKind, page: PageNumber });
export const PayoutPage = paged(Payout).extend({ total: z.number().int(), sum: SignedMinorUnits });
export type PayoutPage = z.infer<typeof PayoutPage>;

// ---------------------------------------------------------------------------------------------
// Reports.
// ---------------------------------------------------------------------------------------------

/** One day of a report chart. */
export const DayFigures = z.object({
  day: SiteDay,
  validBet: SignedMinorUnits,
  /** The members' profit and loss: wins minus stakes (negative when the team lost). */
  profitLoss: SignedMinorUnits,
  deposits: SignedMinorUnits,
  withdrawals: SignedMinorUnits,
});
export type DayFigures = z.infer<typeof DayFigures>;

export const TeamOverview = z
  .object({
    /** Team members below the agent (all depths). */
    members: z.number().int(),
    /** Direct downlines. */
    directMembers: z.number().int(),
    /** Members with at least one settled bet in the period. */
    activeMembers: z.number().int(),
    newMembers: z.number().int(),
    deposits: SignedMinorUnits,
    withdrawals: SignedMinorUnits,
    validBet: SignedMinorUnits,
    profitLoss: SignedMinorUnits,
    days: z.array(DayFigures),
  })
  .meta({ id: 'TeamOverview' });
export type TeamOverview = z.infer<typeof TeamOverview>;

export const RevenueDay = z.object({
  day: SiteDay,
  validBet: SignedMinorUnits,
  /** The house's result on the team: stakes minus wins. */
  revenue: SignedMinorUnits,
  /** Salaries and dividends paid to this agent for periods ending that day. */
  income: SignedMinorUnits,
});
export type RevenueDay = z.infer<typeof RevenueDay>;
export const RevenueReport = z.object({
  validBet: SignedMinorUnits,
  revenue: SignedMinorUnits,
  income: SignedMinorUnits,
  days: z.array(RevenueDay),
});
export type RevenueReport = z.infer<typeof RevenueReport>;

export const TeamQuery = rangeRules(DayRange.extend({ account: Search, page: PageNumber }));
export type TeamQuery = z.infer<typeof TeamQuery>;

export const TeamBet = z.object({
  id: z.number().int(),
  account: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  betAmount: SignedMinorUnits,
  winAmount: SignedMinorUnits,
  status: z.string(),
  placedAt: z.string(),
});
export type TeamBet = z.infer<typeof TeamBet>;
export const TeamBetPage = paged(TeamBet).extend({ betSum: SignedMinorUnits, winSum: SignedMinorUnits });
export type TeamBetPage = z.infer<typeof TeamBetPage>;

export const MemberProfitLoss = z.object({
  accountId: z.number().int(),
  account: z.string(),
  depth: z.number().int(),
  bets: z.number().int(),
  validBet: SignedMinorUnits,
  winAmount: SignedMinorUnits,
  profitLoss: SignedMinorUnits,
});
export type MemberProfitLoss = z.infer<typeof MemberProfitLoss>;
export const ProfitLossPage = paged(MemberProfitLoss);
export type ProfitLossPage = z.infer<typeof ProfitLossPage>;

export const TeamTransaction = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.string(),
  amount: SignedMinorUnits,
  balanceAfter: SignedMinorUnits,
  at: z.string(),
});
export type TeamTransaction = z.infer<typeof TeamTransaction>;
export const TeamTransactionPage = paged(TeamTransaction);
export type TeamTransactionPage = z.infer<typeof TeamTransactionPage>;

// ---------------------------------------------------------------------------------------------
// Downlines and the register centre.
// ---------------------------------------------------------------------------------------------

export const downlineKinds = ['member', 'agent'] as const;
export const DownlineKind = z.enum(downlineKinds);
export type DownlineKind = z.infer<typeof DownlineKind>;

export const DownlinesQuery = z.object({
  account: Search,
  status: z.enum(['active', 'disabled']).optional(),
  /** direct: depth 1 only; all: the whole team. */
  scope: z.enum(['direct', 'all']).default('direct'),
  page: PageNumber,
});
export type DownlinesQuery = z.infer<typeof DownlinesQuery>;

export const Downline = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  depth: z.number().int(),
  createdAt: z.string(),
  /** Team size below this downline. */
  teamSize: z.number().int(),
  contracts: z.array(Contract),
});
export type Downline = z.infer<typeof Downline>;
export const DownlinePage = paged(Downline);
export type DownlinePage = z.infer<typeof DownlinePage>;

/** Downline management: an agent suspends (disabled) or restores (active) an account of its team. */
export const SetDownlineStatusRequest = z.object({ status: z.enum(['active', 'disabled']) });
export type SetDownlineStatusRequest = z.infer<typeof SetDownlineStatusRequest>;
export const DownlineStatus = z.object({ id: z.number().int(), status: z.enum(['active', 'disabled']) });

/** A downline's account name: a letter, then letters or digits, 6-16 in all (stored lower-case). */
export const DOWNLINE_ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
const AccountName = z
  .string()
  .trim()
  .regex(DOWNLINE_ACCOUNT_NAME, 'a letter then letters or digits, 6-16 characters')
  .toLowerCase();
const Password = z
  .string()
  .min(8)
  .max(20)
  .regex(/[A-Z]/, 'one uppercase letter')
  .regex(/[a-z]/, 'one lowercase letter')
  .regex(/[0-9]/, 'one digit');

export const CreateDownlineRequest = z
  .object({
    username: AccountName,
    password: Password,
    nickname: z
      .string()
      .trim()
      .max(DOWNLINE_NICKNAME_MAX)
      .refine((v) => v === '' || NICKNAME.test(v), "letters, digits, spaces and . _ ' -")
      .optional(),
    kind: DownlineKind,
  })
  .meta({ id: 'CreateDownlineRequest' });
export type CreateDownlineRequest = z.infer<typeof CreateDownlineRequest>;
export const CreatedDownline = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
});

export const Invitation = z.object({
  code: z.string(),
  downlineKind: DownlineKind,
  contracts: z.array(ContractTerms),
  /** Registrations that used the code. */
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationList = z.object({ items: z.array(Invitation) });

export const CreateInvitationRequest = z
  .object({
    downlineKind: DownlineKind,
    /** Omitted: the agent's default contract (its own active contracts, offered at the same rates). */
    contracts: z.array(ContractTerms).max(4).optional(),
  })
  .meta({ id: 'CreateInvitationRequest' });
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

export const AgentAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  date: z.string(),
});
export const AgentAnnouncementList = z.object({ items: z.array(AgentAnnouncement) });
export type AgentAnnouncementList = z.infer<typeof AgentAnnouncementList>;

const Id = z.coerce.number().int().positive();
export const DownlineIdParam = z.object({ id: Id });
export const ContractAnswerParams = z.object({ id: Id, action: ContractAction });

/** The agent centre's calls (paths in contract/agent/endpoints.ts, decision 064). */
export const agentSchemas = {
  announcements: { query: LanguageQuery, value: AgentAnnouncementList },
  teamOverview: { query: DayRangeQuery, value: TeamOverview },
  revenue: { query: DayRangeQuery, value: RevenueReport },
  teamBets: { query: TeamQuery, value: TeamBetPage },
  teamProfitLoss: { query: TeamQuery, value: ProfitLossPage },
  teamTransactions: { query: TeamQuery, value: TeamTransactionPage },
  downlines: { query: DownlinesQuery, value: DownlinePage },
  invitations: { value: InvitationList },
  contracts: { value: ContractList },
  payouts: { query: PayoutsQuery, value: PayoutPage },
  openDownline: { body: CreateDownlineRequest, value: CreatedDownline },
  newInvitation: { body: CreateInvitationRequest, value: Invitation },
  newContract: { body: OfferContractRequest, value: Contract },
  downlineStatus: { params: DownlineIdParam, body: SetDownlineStatusRequest, value: DownlineStatus },
  answerContract: { params: ContractAnswerParams, value: Contract },
};
export type AgentSchemas = typeof agentSchemas;
// Pure: the agent screens load this contract at run time (siteDayOf, the account-name rule)
// without needing the calls (decision 065).
