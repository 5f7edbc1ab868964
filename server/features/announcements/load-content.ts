import { asc, desc } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import {
  AnnouncementType,
  Execution,
  type Announcement,
  type Banner,
} from '../../../contract/announcements/schemas';
import type { Db } from '../../db/client';
import { announcements, banners } from '../../db/schema';
import { noticeDate } from './notice-date';

type AnnouncementRow = typeof announcements.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

/** Every announcement and banner row: a few dozen, read whole and filtered in memory. */
export type Content = { announcements: AnnouncementRow[]; banners: BannerRow[] };

export async function loadContent(db: Db): Promise<Content> {
  const [a, b] = await Promise.all([
    db.select().from(announcements).orderBy(desc(announcements.publishedAt), desc(announcements.id)),
    db.select().from(banners).orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id)),
  ]);
  return { announcements: a, banners: b };
}

export function toBanner(r: BannerRow, language: Language): Banner {
  return {
    id: r.id,
    // The artwork carries the title, so it is drawn in the visitor's language.
    url: `${r.imageUrl}?language=${language}`,
    linkageType: r.linkageType,
    linkageValue: r.linkageValue,
    groupName: r.groupName,
    title: language === 'vi' ? r.titleVi : r.titleEn,
  };
}

/** A row as the contract's announcement, or undefined for a type or audience the contract does not know. */
export function toAnnouncement(r: AnnouncementRow, language: Language): Announcement | undefined {
  const type = AnnouncementType.safeParse(r.type);
  const execution = Execution.safeParse(r.execution);
  if (!type.success || !execution.success) return undefined;
  return {
    id: r.id,
    type: type.data,
    title: language === 'vi' ? r.titleVi : r.titleEn,
    content: language === 'vi' ? r.contentVi : r.contentEn,
    promotionType: r.promotionType,
    execution: execution.data,
    imageUrl: r.imageUrl,
    publishedAt: r.publishedAt.toISOString(),
    publishedDate: noticeDate(r.publishedAt),
  };
}
