import { asc, eq } from 'drizzle-orm';
import { CHAT_OWN_URL, type ChatModel } from '../../../contract/chat/schemas';
import type { Db } from '../../db/client';
import { customerService } from '../../db/schema';
import { AppError } from '../../core/context/errors';

/** An operator's third-party chat: an absolute http(s) address (the PWA's isOwnChat reads it alike). */
const externalUrl = (path: string): string | null => {
  try {
    const url = new URL(path.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const BUILTIN: ChatModel = { id: 'builtin', kind: 'builtin', csType: 'LIVECHAT' };

/** Our own chat first, then each LIVECHAT entry with an external chatUrl, in the configured order. */
export async function chatModels(db: Db): Promise<ChatModel[]> {
  const rows = await db
    .select()
    .from(customerService)
    .where(eq(customerService.csType, 'LIVECHAT'))
    .orderBy(asc(customerService.sort), asc(customerService.id));
  const external = rows.filter((r) => externalUrl(r.path) !== null);
  return [
    BUILTIN,
    ...external.map((r) => ({ id: `cs-${r.id}`, kind: 'external' as const, csType: r.csType })),
  ];
}

/** The address that opens a model's chat; NOT_FOUND for a model that is not (or no longer) listed. */
export async function launchChat(db: Db, model: string): Promise<string> {
  if (model === BUILTIN.id) return CHAT_OWN_URL;
  const id = Number(model.slice('cs-'.length));
  const [row] = await db.select().from(customerService).where(eq(customerService.id, id));
  const url = row?.csType === 'LIVECHAT' ? externalUrl(row.path) : null;
  if (!url) throw new AppError('NOT_FOUND', 'no such live-chat model');
  return url;
}
