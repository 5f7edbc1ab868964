import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { applicationStatuses } from '../../../contract/rewards/schemas';
import type { Executor } from '../../db/client';
import { sqlRows } from '../../core/storage/rows';

const AppRow = z.object({
  id: z.coerce.number(),
  campaign_id: z.coerce.number(),
  terms: z.object({ title: z.object({ vi: z.string(), en: z.string() }) }),
  comment: z.string(),
  status: z.enum(applicationStatuses),
  reason: z.string().nullable(),
  created_at: z.coerce.date(),
  decided_at: z.coerce.date().nullable(),
  grant_id: z.coerce.number().nullable(),
  images: z.array(z.coerce.number()).nullable(),
  account: z.string(),
});
export type AppRow = z.infer<typeof AppRow>;

/** Applications as `where` (on p, the application) picks, newest first, with their title's terms and images. */
export function selectApplicationRows(db: Executor, where: SQL, limit: number): Promise<AppRow[]> {
  return sqlRows(
    db,
    sql`
  SELECT p.id, p.campaign_id, v.terms, p.comment, p.status, p.reason, p.created_at, p.decided_at, p.grant_id, a.account,
    (SELECT array_agg(i.id::text ORDER BY i.id) FROM reward_images i WHERE i.application_id = p.id) AS images
  FROM reward_applications p
  JOIN reward_campaign_versions v ON v.id = p.campaign_version_id
  JOIN accounts a ON a.id = p.account_id
  WHERE ${where} ORDER BY p.id DESC LIMIT ${limit}`,
    AppRow.parse,
  );
}
