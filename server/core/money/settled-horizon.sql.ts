import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { sqlRow } from '../storage/rows';

const Horizon = z.object({ horizon: z.coerce.date() });

/** The statement of settledHorizon (settled-horizon.ts): the start of the oldest open client transaction. */
export async function readSettledHorizon(tx: Tx): Promise<Date> {
  const row = await sqlRow(
    tx,
    sql`
    SELECT least(statement_timestamp(),
      (SELECT min(xact_start) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND xact_start IS NOT NULL
        AND backend_type = 'client backend'))
      - interval '1 second' AS horizon`,
    Horizon.parse,
  );
  return row!.horizon;
}
