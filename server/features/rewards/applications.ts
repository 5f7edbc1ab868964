import { sql } from 'drizzle-orm';
import { applicationImage } from '../../../contract/endpoints/rewards';
import { APPLICATION_IMAGE_MAX_BYTES, type Application, type ApplyRequest } from '../../../contract/rewards';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newBlobKey, type BlobStore } from '../../lib/blob-store';
import { checkImage } from '../../lib/image-upload';
import { findCampaign, isOpen, textIn } from './campaign';
import { checkEligible } from './claim';
import type { Origin } from './facts';

/**
 * Application images live in the shared upload store (decision 037), so every app node reads what
 * another stored; the row keeps the store key. Served to the owner and the operator only.
 */
const IMAGE_AREA = 'promotion-applications';

/** Stores one image (png or jpg by its bytes, 5 MB) not yet attached to an application. */
export async function uploadImage(
  db: Db,
  blobs: BlobStore,
  accountId: number,
  bytes: Uint8Array,
): Promise<number> {
  const type = checkImage(bytes, APPLICATION_IMAGE_MAX_BYTES, 'image');
  const key = newBlobKey(IMAGE_AREA, type);
  await blobs.put(key, bytes, type);
  try {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO reward_images (account_id, file, type) VALUES (${accountId}, ${key}, ${type}) RETURNING id`);
    return Number(r.rows[0]!.id);
  } catch (err) {
    await blobs.delete(key).catch(() => undefined);
    throw err;
  }
}

/** An image: the owner's (accountId given) or any (operator). */
export async function readImage(db: Db, blobs: BlobStore, id: number, accountId?: number) {
  const r = await db.execute<{ file: string; type: string }>(sql`
    SELECT file, type FROM reward_images WHERE id = ${id}
    ${accountId === undefined ? sql`` : sql`AND account_id = ${accountId}`}`);
  const row = r.rows[0];
  if (!row) throw new AppError('NOT_FOUND', `no image ${id}`);
  const stored = await blobs.get(row.file);
  if (!stored) throw new AppError('NOT_FOUND', `image ${id} is not in the store`);
  return { bytes: stored.bytes, type: row.type };
}

type AppRow = {
  id: string;
  campaign_id: string;
  terms: unknown;
  comment: string;
  status: Application['status'];
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  grant_id: string | null;
  images: string[] | null;
  account: string;
};

const appSelect = sql`
  SELECT p.id, p.campaign_id, v.terms, p.comment, p.status, p.reason, p.created_at, p.decided_at, p.grant_id, a.account,
    (SELECT array_agg(i.id::text ORDER BY i.id) FROM reward_images i WHERE i.application_id = p.id) AS images
  FROM reward_applications p
  JOIN reward_campaign_versions v ON v.id = p.campaign_version_id
  JOIN accounts a ON a.id = p.account_id`;

function toApplication(r: AppRow, language: string): Application & { account: string } {
  const terms = r.terms as { title: { vi: string; en: string } };
  return {
    id: Number(r.id),
    campaignId: Number(r.campaign_id),
    title: textIn(terms.title, language),
    comment: r.comment,
    images: (r.images ?? []).map((i) => applicationImage.replace('{id}', String(Number(i)))),
    status: r.status,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    grantId: r.grant_id === null ? null : Number(r.grant_id),
    account: r.account,
  };
}

export async function findApplications(
  db: Executor,
  where: ReturnType<typeof sql>,
  language: string,
  limit = 100,
) {
  const r = await db.execute<AppRow>(sql`${appSelect} WHERE ${where} ORDER BY p.id DESC LIMIT ${limit}`);
  return r.rows.map((row) => toApplication(row, language));
}

const memberApp = (app: Application & { account: string }): Application => {
  const { account: _account, ...rest } = app;
  return rest;
};

export async function myApplications(db: Db, accountId: number, language: string) {
  return (await findApplications(db, sql`p.account_id = ${accountId}`, language)).map(memberApp);
}

/**
 * Apply to an application campaign: a comment and up to 3 of the member's own unattached
 * images. The rules and anti-abuse limits are checked now (so a hopeless application is refused
 * with the rule's name); one pending application per member and campaign (a unique index), and
 * the same requestId gets the original application.
 */
export async function applyForPromotion(
  db: Db,
  accountId: number,
  campaignId: number,
  body: ApplyRequest,
  origin: Origin,
  language: string,
): Promise<Application> {
  const id = await db.transaction(async (tx) => {
    const same = await tx.execute<{ id: string; campaign_id: string }>(sql`
      SELECT id, campaign_id FROM reward_applications WHERE account_id = ${accountId} AND request_id = ${body.requestId}`);
    if (same.rows[0]) {
      if (Number(same.rows[0].campaign_id) !== campaignId)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another promotion');
      return Number(same.rows[0].id);
    }
    const campaign = await findCampaign(tx, campaignId);
    if (!isOpen(campaign) || campaign.terms.claimMode !== 'apply')
      throw new AppError('PROMOTION_CLOSED', `campaign ${campaignId} takes no applications now`);
    const granted = await tx.execute(sql`
      SELECT 1 FROM reward_grants WHERE account_id = ${accountId} AND campaign_id = ${campaignId} AND status <> 'rejected'`);
    if (granted.rows.length > 0)
      throw new AppError('ALREADY_CLAIMED', `campaign ${campaignId} already granted`);
    await checkEligible(tx, accountId, campaign, origin);
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO reward_applications (account_id, campaign_id, campaign_version_id, comment, request_id, ip24, device_id)
      VALUES (${accountId}, ${campaignId}, ${campaign.versionId}, ${body.comment}, ${body.requestId}, ${origin.ip24}, ${origin.deviceId})
      ON CONFLICT DO NOTHING RETURNING id`);
    const appId = inserted.rows[0]?.id;
    if (appId === undefined)
      throw new AppError('ALREADY_CLAIMED', `an application for campaign ${campaignId} is pending`);
    if (body.imageIds.length > 0) {
      const attached = await tx.execute(sql`
        UPDATE reward_images SET application_id = ${appId}
        WHERE account_id = ${accountId} AND application_id IS NULL
          AND id IN (${sql.join(
            body.imageIds.map((i) => sql`${i}`),
            sql`, `,
          )})
        RETURNING id`);
      if (attached.rows.length !== body.imageIds.length)
        throw new AppError('NOT_FOUND', 'an image is not yours or already used', { field: 'imageIds' });
    }
    return Number(appId);
  });
  const [app] = await findApplications(db, sql`p.id = ${id}`, language, 1);
  return memberApp(app!);
}
