import type { AgentAnnouncementList } from '../../../contract/agent/schemas';
import type { Language } from '../../../contract/common';
import type { Db } from '../../db/client';
import { loadContent, toAnnouncement } from '../announcements';

/** Agent announcements: the web notices (type PL) for logged-in accounts, newest first. */
export async function findAgentAnnouncements(db: Db, language: Language): Promise<AgentAnnouncementList> {
  const content = await loadContent(db);
  const items = content.announcements
    .filter((r) => r.type === 'PL' && r.platform === 'W' && r.execution === 'A')
    .flatMap((r) => toAnnouncement(r, language) ?? [])
    .slice(0, 50)
    .map((a) => ({ id: a.id, title: a.title, content: a.content, date: a.publishedDate }));
  return { items };
}
