import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { applicationImage } from '../../../contract/rewards/endpoints';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  type Application,
  type ApplyRequest,
} from '../../../contract/rewards/schemas';
import type { Db, Executor } from '../../db/client';
import { rewardApplications, rewardGrants, rewardImages } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { newBlobKey, type BlobStore } from '../../core/storage/blob-store';
import { checkImage } from '../../core/storage/image-upload';
import { selectApplicationRows, type AppRow } from './applications.sql';
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
    const [row] = await db
      .insert(rewardImages)
      .values({ accountId, file: key, type })
      .returning({ id: rewardImages.id });
    return row!.id;
  } catch (err) {
    await blobs.delete(key).catch(() => undefined);
    throw err;
  }
}

/** An image: the owner's (accountId given) or any (operator). */
export async function readImage(db: Db, blobs: BlobStore, id: number, accountId?: number) {
  const [row] = await db
    .select({ file: rewardImages.file, type: rewardImages.type })
    .from(rewardImages)
    .where(
      and(
        eq(rewardImages.id, id),
        accountId === undefined ? undefined : eq(rewardImages.accountId, accountId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', `no image ${id}`);
  const stored = await blobs.get(row.file);
  if (!stored) throw new AppError('NOT_FOUND', `image ${id} is not in the store`);
  return { bytes: stored.bytes, type: row.type };
}

function toApplication(r: AppRow, language: string): Application & { account: string } {
  return {
    id: r.id,
    campaignId: r.campaign_id,
    title: textIn(r.terms.title, language),
    comment: r.comment,
    images: (r.images ?? []).map((i) => applicationImage.replace('{id}', String(i))),
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    grantId: r.grant_id,
    account: r.account,
  };
}

export async function findApplications(
  db: Executor,
  where: ReturnType<typeof sql>,
  language: string,
  limit = 100,
) {
  const rows = await selectApplicationRows(db, where, limit);
  return rows.map((row) => toApplication(row, language));
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
    const [same] = await tx
      .select({ id: rewardApplications.id, campaignId: rewardApplications.campaignId })
      .from(rewardApplications)
      .where(
        and(eq(rewardApplications.accountId, accountId), eq(rewardApplications.requestId, body.requestId)),
      );
    if (same) {
      if (same.campaignId !== campaignId)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused for another promotion');
      return same.id;
    }
    const campaign = await findCampaign(tx, campaignId);
    if (!isOpen(campaign) || campaign.terms.claimMode !== 'apply')
      throw new AppError('PROMOTION_CLOSED', `campaign ${campaignId} takes no applications now`);
    const granted = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(
        and(
          eq(rewardGrants.accountId, accountId),
          eq(rewardGrants.campaignId, campaignId),
          ne(rewardGrants.status, 'rejected'),
        ),
      );
    if (granted.length > 0) throw new AppError('ALREADY_CLAIMED', `campaign ${campaignId} already granted`);
    await checkEligible(tx, accountId, campaign, origin);
    const [inserted] = await tx
      .insert(rewardApplications)
      .values({
        accountId,
        campaignId,
        campaignVersionId: campaign.versionId,
        comment: body.comment,
        requestId: body.requestId,
        ip24: origin.ip24,
        deviceId: origin.deviceId,
      })
      .onConflictDoNothing()
      .returning({ id: rewardApplications.id });
    const appId = inserted?.id;
    if (appId === undefined)
      throw new AppError('ALREADY_CLAIMED', `an application for campaign ${campaignId} is pending`);
    if (body.imageIds.length > 0) {
      const attached = await tx
        .update(rewardImages)
        .set({ applicationId: appId })
        .where(
          and(
            eq(rewardImages.accountId, accountId),
            isNull(rewardImages.applicationId),
            inArray(rewardImages.id, body.imageIds),
          ),
        )
        .returning({ id: rewardImages.id });
      if (attached.length !== body.imageIds.length)
        throw new AppError('NOT_FOUND', 'an image is not yours or already used', { field: 'imageIds' });
    }
    return appId;
  });
  const [app] = await findApplications(db, sql`p.id = ${id}`, language, 1);
  return memberApp(app!);
}
