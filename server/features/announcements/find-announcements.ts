import type { Language } from '../../../contract/common';
import type {
  Announcement,
  AnnouncementType,
  Announcements,
  Execution,
} from '../../../contract/announcements/schemas';
import { toAnnouncement, toBanner, type Content } from './load-content';

/**
 * The lobby's announcement bundle: banners (type B: the banner rows of every group) and, per
 * announcement type asked for, the rows of the asked audiences (execution), newest first.
 * Types not asked for come back as empty lists.
 */
export function findAnnouncements(
  content: Content,
  opts: { language: Language; types: readonly AnnouncementType[]; execution: readonly Execution[] },
): Announcements {
  const pick = (type: AnnouncementType): Announcement[] => {
    if (!opts.types.includes(type)) return [];
    return content.announcements
      .filter(
        (r) => r.type === type && r.platform === 'W' && opts.execution.includes(r.execution as Execution),
      )
      .flatMap((r) => toAnnouncement(r, opts.language) ?? []);
  };
  return {
    banners: opts.types.includes('B') ? content.banners.map((b) => toBanner(b, opts.language)) : [],
    player: pick('PL'),
    popup: pick('PU'),
    promotion: pick('PR'),
    home: pick('H'),
  };
}
