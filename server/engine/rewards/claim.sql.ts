import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { poolOf, type Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { preparedRow } from '../../core/storage/rows';
import {
  sessionBatchStatement,
  sessionColumns,
  sessionStatement,
  type SessionStatement,
} from '../../core/sessions/sessions';
import type { Campaign } from './campaign';
import { factsStatement } from './facts.sql';
import type { Facts } from './rules';

const dialect = new PgDialect();
/** One name per statement text (node-postgres refuses a name prepared with another text). */
const names = new Map<string, string>();

/** What a claim reads in its one statement before the grant call. */
export type ClaimFacts = {
  /** The campaign is still live at the version the claim started from. */
  current: boolean;
  /** The member's earlier grant of this reward (its key), with the request that made it. */
  prior: { id: number; requestId: string | null } | null;
  facts: Facts;
};

/** A campaign version's claim statement, compiled once: its text and its values with placeholders. */
export type ClaimFactsStatement = {
  name: string;
  text: string;
  params: unknown[];
  decode: (row: Record<string, unknown>) => ClaimFacts;
};

/**
 * The claim's read (decision 068): the campaign's check, the member's earlier grant of this
 * reward and the rule's facts, in one statement. Built and compiled once per campaign version
 * (the claim keeps it with its copy of the campaign) and sent as a named prepared statement:
 * drizzle's building and PostgreSQL's parse and plan were a share of every claim. Only the
 * member, their device and the grant's key change from one claim to the next.
 */
export function claimFactsStatement(campaign: Campaign): ClaimFactsStatement {
  const c = claimFactsSql(campaign, sql.placeholder('account'));
  const q = dialect.sqlToQuery(c.query);
  let name = names.get(q.sql);
  if (!name) names.set(q.sql, (name = `reward_claim_facts_${names.size + 1}`));
  return { name, text: q.sql, params: q.params, decode: c.decode };
}

type Value = SQL | ReturnType<typeof sql.placeholder>;

/**
 * The claim's read for `account` and `device` (placeholders, or the session's columns): the
 * query and its row's decoder.
 */
function claimFactsSql(campaign: Campaign, account: Value, device: Value = sql.placeholder('device')) {
  const ref = sql.placeholder('ref');
  const f = factsStatement(campaign.terms.rules, campaign.id, account, device);
  const query = sql`
    SELECT f.*, c.current AS current_campaign, p.id AS prior_id, p.request_id AS prior_request
    FROM (${f.query}) f
    LEFT JOIN (SELECT status = 'live' AND current_version = ${campaign.version} AS current
               FROM reward_campaigns WHERE id = ${campaign.id}) c ON true
    LEFT JOIN reward_grants p
      ON p.account_id = ${account} AND p.source = 'promotion' AND p.source_ref = ${ref}`;
  const decode = (row: Record<string, unknown>): ClaimFacts => ({
    current: row.current_campaign === true,
    prior:
      row.prior_id === null || row.prior_id === undefined
        ? null
        : {
            id: Number(row.prior_id),
            requestId: typeof row.prior_request === 'string' ? row.prior_request : null,
          },
    facts: f.decode(row),
  });
  return { query, decode };
}

/**
 * The claim lane's one read (decision 082): the session's check, its claim-limit point and the
 * claim's read for the session's member, in one statement and one snapshot. The claim's read is
 * a lateral row (`to_jsonb`, so its columns cannot clash with the session's); undefined when
 * the session's account has no row, which the account's join to its session rules out.
 */
export function sessionClaimStatement(campaign: Campaign): SessionStatement<ClaimFacts | undefined> {
  const c = claimFactsSql(campaign, sql`ses.account_id`);
  const select = sql`SELECT ${sessionColumns}, to_jsonb(f) AS claim
    FROM ses LEFT JOIN ses_point ON true LEFT JOIN LATERAL (${c.query}) f ON true`;
  return namedClaimStatement(sessionStatement, 'reward_session_claim', select, c.decode);
}

/**
 * A session statement (built by `build`) whose `claim` column is the claim's read, named once per
 * text under `prefix`; its row's claim decoded, or undefined.
 */
function namedClaimStatement(
  build: typeof sessionStatement,
  prefix: string,
  select: SQL,
  decode: (row: Record<string, unknown>) => ClaimFacts,
): SessionStatement<ClaimFacts | undefined> {
  const probe = build('', select, () => undefined);
  let name = names.get(probe.text);
  if (!name) names.set(probe.text, (name = `${prefix}_${names.size + 1}`));
  return build(name, select, (row) =>
    row.claim === null || row.claim === undefined ? undefined : decode(row.claim as Record<string, unknown>),
  );
}

/**
 * sessionClaimStatement for a batch of claims of the campaign (decision 087): one row per token,
 * in the batch's order; a token with no live session has none of the session's columns.
 */
export function sessionClaimBatchStatement(campaign: Campaign): SessionStatement<ClaimFacts | undefined> {
  const c = claimFactsSql(campaign, sql`ses.account_id`, sql`ses.device`);
  const select = sql`SELECT inp.n, ${sessionColumns}, to_jsonb(f) AS claim
    FROM inp LEFT JOIN ses ON ses.n = inp.n
    LEFT JOIN ses_point ON ses_point.key = ${sql.placeholder('prefix')}::text || ses.account_id
    LEFT JOIN LATERAL (${c.query}) f ON ses.n IS NOT NULL
    ORDER BY inp.n`;
  return namedClaimStatement(sessionBatchStatement, 'reward_session_claims', select, c.decode);
}

/** A claim's read for one member (no such account: NOT_FOUND, as the facts' own read answers). */
export async function readClaimFacts(
  db: Db,
  statement: ClaimFactsStatement,
  claim: { accountId: number; deviceId: string | null; ref: string },
): Promise<ClaimFacts> {
  const { name, text, params, decode } = statement;
  const values = fillPlaceholders(params, {
    account: claim.accountId,
    device: claim.deviceId,
    ref: claim.ref,
  });
  const read = await preparedRow(poolOf(db), { name, text, values }, decode);
  if (!read) throw new AppError('NOT_FOUND', `no account ${claim.accountId}`);
  return read;
}
