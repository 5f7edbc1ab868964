import { poolOf, type Db } from '../../db/client';
import { batchLanes } from '../../core/http/batch-lanes';
import type { Limit } from '../../core/limits/limits';
import {
  findSessionsTakingWith,
  findSessionTakingWith,
  type SessionStatement,
  type SessionTaken,
} from '../../core/sessions/sessions';
import type { ClaimFacts } from '../../engine/rewards';

/**
 * The claim lane's first statement, for claims sent together (decision 087). Every claim's first
 * statement (the session, its limit point, the claim's read; decision 082) was its own round
 * trip: under a rush, the server spent half its busy time in the writes to the database's
 * sockets, each waking a backend that took the core from it. Claims of one campaign copy share a
 * lane (core/http/batch-lanes.ts): at once when idle, else up to MAX_READS together in one statement
 * (sessionClaimBatchStatement). A batch holds a token once; two sessions of one account in a
 * batch fail its statement (one limit point taken twice), and a batch that fails sends its claims
 * one by one, as before. These statements write only bookkeeping and commit without waiting for
 * the disk (decision 083).
 */

/** At most this many claims' reads a statement. */
export const MAX_READS = 50;

type Statements = {
  statement: SessionStatement<ClaimFacts | undefined>;
  batch: SessionStatement<ClaimFacts | undefined>;
  ref: string;
};
type Item = Statements & { db: Db; token: string; device: string | null; limit: Limit; exemptType: number };
type Taken = SessionTaken<ClaimFacts | undefined>;

const send = batchLanes<Item, Taken>({
  max: MAX_READS,
  clash: (a, b) => a.token === b.token,
  send: async (items) => {
    const { db, limit, exemptType, batch, ref } = items[0]!;
    const tokens = items.map((x) => x.token);
    const devices = items.map((x) => x.device);
    const taken = await findSessionsTakingWith(db, tokens, devices, limit, exemptType, batch, { ref });
    return taken.map((ok) => ({ ok }));
  },
  alone: (x) =>
    findSessionTakingWith(x.db, x.token, x.limit, x.exemptType, x.statement, {
      ref: x.ref,
      device: x.device,
    }),
});

/** findSessionTakingWith of the claim lane's read for `token`, sent with the others of its campaign copy. */
export function readSessionClaim(
  db: Db,
  claim: Statements,
  v: { token: string; device: string | null; limit: Limit; exemptType: number },
): Promise<Taken> {
  return send(poolOf(db), claim.batch.name, { ...claim, ...v, db });
}
