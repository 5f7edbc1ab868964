import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ContractTerms, type CreateInvitationRequest, type Invitation } from '../../../contract/agent';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
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
  const r = await db.execute<{
    kind: string;
    rate_bp: number;
    profit_rate_bp: number;
    loss_rate_bp: number;
    period: string;
    min_valid_bet: string;
    min_loss: string;
    min_active_members: number;
  }>(sql`SELECT * FROM agent_contracts WHERE downline_id = ${agentId} AND status = 'active' ORDER BY kind`);
  return r.rows.map((c) =>
    ContractTerms.parse({
      kind: c.kind,
      rateBp: c.rate_bp,
      profitRateBp: c.profit_rate_bp,
      lossRateBp: c.loss_rate_bp,
      period: c.period,
      minValidBet: String(c.min_valid_bet),
      minLoss: String(c.min_loss),
      minActiveMembers: c.min_active_members,
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
      const r = await tx.execute(sql`
        INSERT INTO invitation_codes (code, agent_id) VALUES (${code}, ${agent.accountId})
        ON CONFLICT (code) DO NOTHING RETURNING code`);
      if (r.rows.length === 0) return false;
      await tx.execute(sql`
        INSERT INTO agent_invitations (code, agent_id, downline_type, contracts)
        VALUES (${code}, ${agent.accountId}, ${type}, ${JSON.stringify(contracts)}::jsonb)`);
      return true;
    });
    if (made) return (await findInvitations(db, agent.accountId)).find((i) => i.code === code)!;
  }
  throw new Error('could not find a free invitation code');
}

/** The agent's invitation codes, the register centre's own and older plain ones, newest first. */
export async function findInvitations(db: Executor, agentId: number): Promise<Invitation[]> {
  const r = await db.execute<{
    code: string;
    downline_type: number | null;
    contracts: unknown;
    created_at: Date;
    registrations: string;
  }>(sql`
    SELECT c.code, i.downline_type, i.contracts, c.created_at,
           (SELECT count(*) FROM agent_invitation_uses u WHERE u.code = c.code) AS registrations
    FROM invitation_codes c LEFT JOIN agent_invitations i ON i.code = c.code
    WHERE c.agent_id = ${agentId}
    ORDER BY c.created_at DESC, c.code
    LIMIT 100`);
  return r.rows.map((row) => ({
    code: row.code,
    downlineKind: downlineKindOf(row.downline_type ?? 0),
    contracts: ContractTerms.array()
      .catch([])
      .parse(row.contracts ?? []),
    registrations: Number(row.registrations),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Called by registration inside its transaction: gives the new account the invitation's type and
 * offers it the invitation's contracts. A contract the agent can no longer offer (its own was
 * lowered or ended since) is left out rather than failing the registration.
 */
export async function applyInvitation(tx: Executor, code: string, accountId: number) {
  const r = await tx.execute<{ agent_id: string; downline_type: number; contracts: unknown }>(
    sql`SELECT agent_id, downline_type, contracts FROM agent_invitations WHERE code = ${code.trim().toUpperCase()}`,
  );
  await tx.execute(
    sql`INSERT INTO agent_invitation_uses (code, account_id) VALUES (${code.trim().toUpperCase()}, ${accountId})`,
  );
  const inv = r.rows[0];
  if (!inv) return;
  if (inv.downline_type !== 0)
    await tx.execute(sql`UPDATE accounts SET type = ${inv.downline_type} WHERE id = ${accountId}`);
  for (const terms of ContractTerms.array().catch([]).parse(inv.contracts)) {
    try {
      await insertOffer(tx, Number(inv.agent_id), accountId, terms);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
}
