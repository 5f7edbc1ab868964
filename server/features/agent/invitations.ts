import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  ContractTerms,
  type CreateInvitationRequest,
  type Invitation,
} from '../../../contract/agent/schemas';
import type { Db, Executor } from '../../db/client';
import {
  accounts,
  agentContracts,
  agentInvitations,
  agentInvitationUses,
  invitationCodes,
} from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { assertUnderCeiling, columnsOf } from './ceilings';
import { downlineKindOf, downlineType } from './downline-type';
import { insertOffer } from './offer-contract';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The agent's default contract: its own active contracts, offered on at the same terms (the
 * highest its downline may hold).
 */
async function defaultContracts(db: Executor, agentId: number): Promise<ContractTerms[]> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, agentId), eq(agentContracts.status, 'active')))
    .orderBy(asc(agentContracts.kind));
  return rows.map((c) =>
    ContractTerms.parse({
      kind: c.kind,
      rateBp: c.rateBp,
      profitRateBp: c.profitRateBp,
      lossRateBp: c.lossRateBp,
      period: c.period,
      minValidBet: String(c.minValidBet),
      minLoss: String(c.minLoss),
      minActiveMembers: c.minActiveMembers,
    }),
  );
}

/** Register centre: a new invitation code whose registrations join this agent's downline. */
export async function createInvitation(
  db: Db,
  agent: { accountId: number; type: number },
  input: CreateInvitationRequest,
): Promise<Invitation> {
  const contracts =
    input.downlineKind === 'member' ? [] : (input.contracts ?? (await defaultContracts(db, agent.accountId)));
  const kinds = new Set(contracts.map((c) => c.kind));
  if (kinds.size !== contracts.length)
    throw new AppError('BAD_REQUEST', 'one contract per kind', { field: 'contracts' });
  for (const terms of contracts) await assertUnderCeiling(db, agent.accountId, columnsOf(terms));
  const type = downlineType(agent.type, input.downlineKind);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const made = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(invitationCodes)
        .values({ code, agentId: agent.accountId })
        .onConflictDoNothing({ target: invitationCodes.code })
        .returning({ code: invitationCodes.code });
      if (claimed.length === 0) return false;
      await tx
        .insert(agentInvitations)
        .values({ code, agentId: agent.accountId, downlineType: type, contracts });
      return true;
    });
    if (made) return (await findInvitations(db, agent.accountId)).find((i) => i.code === code)!;
  }
  throw new Error('could not find a free invitation code');
}

/** The agent's invitation codes, the register centre's own and older plain ones, newest first. */
export async function findInvitations(db: Executor, agentId: number): Promise<Invitation[]> {
  const registrations = db
    .select({ n: count() })
    .from(agentInvitationUses)
    .where(eq(agentInvitationUses.code, invitationCodes.code));
  const rows = await db
    .select({
      code: invitationCodes.code,
      downlineType: agentInvitations.downlineType,
      contracts: agentInvitations.contracts,
      createdAt: invitationCodes.createdAt,
      registrations: sql<number>`(${registrations})`.mapWith(Number),
    })
    .from(invitationCodes)
    .leftJoin(agentInvitations, eq(agentInvitations.code, invitationCodes.code))
    .where(eq(invitationCodes.agentId, agentId))
    .orderBy(desc(invitationCodes.createdAt), asc(invitationCodes.code))
    .limit(100);
  return rows.map((row) => ({
    code: row.code,
    downlineKind: downlineKindOf(row.downlineType ?? 0),
    contracts: ContractTerms.array()
      .catch([])
      .parse(row.contracts ?? []),
    registrations: row.registrations,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Called by registration inside its transaction: gives the new account the invitation's type and
 * offers it the invitation's contracts. A contract the agent can no longer offer (its own was
 * lowered or ended since) is left out rather than failing the registration.
 */
export async function applyInvitation(tx: Executor, code: string, accountId: number) {
  const normal = code.trim().toUpperCase();
  const [inv] = await tx
    .select({
      agentId: agentInvitations.agentId,
      downlineType: agentInvitations.downlineType,
      contracts: agentInvitations.contracts,
    })
    .from(agentInvitations)
    .where(eq(agentInvitations.code, normal));
  await tx.insert(agentInvitationUses).values({ code: normal, accountId });
  if (!inv) return;
  if (inv.downlineType !== 0)
    await tx.update(accounts).set({ type: inv.downlineType }).where(eq(accounts.id, accountId));
  for (const terms of ContractTerms.array().catch([]).parse(inv.contracts)) {
    try {
      await insertOffer(tx, inv.agentId, accountId, terms);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
}
