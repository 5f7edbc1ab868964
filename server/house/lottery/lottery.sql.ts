import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

const OwedTicket = z.object({
  ticket_ref: z.string(),
  player_id: z.coerce.number(),
  vendor_code: z.string(),
  payout: z.coerce.bigint(),
  status: z.string(),
});

/**
 * A decided ticket still unpaid, row locked; undefined when it is paid or another node holds it
 * (SKIP LOCKED: the payers of several nodes share the queue instead of waiting on each other).
 */
export function lockOwedTicket(tx: Tx, id: number) {
  return sqlRow(
    tx,
    sql`
    SELECT ticket_ref, player_id, vendor_code, payout, status FROM house_tickets
    WHERE id = ${id} AND NOT paid FOR UPDATE SKIP LOCKED`,
    OwedTicket.parse,
  );
}
