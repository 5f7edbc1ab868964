import { asc, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import type { HelpSearchHit, HelpSectionName } from '../../../contract/help/schemas';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { escapeLike } from '../../core/storage/search-term';
import { sectionOrder } from './content';

/**
 * Articles whose title or body hold every word of `q`, folded the way the game search folds
 * (`lower(immutable_unaccent(..))` on both sides): "rut tien" finds "Rút tiền". Title hits first.
 */
export async function searchHelp(db: Db, language: Language, q: string): Promise<HelpSearchHit[]> {
  const en = language === 'en';
  const column = en ? helpArticles.searchEn : helpArticles.searchVi;
  const title = en ? helpArticles.titleEn : helpArticles.titleVi;
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const fold = (w: string) => sql`'%' || lower(immutable_unaccent(${escapeLike(w)})) || '%'`;
  const all: SQL[] = words.map((w) => sql`${column} LIKE ${fold(w)}`);
  const inTitle = sql`lower(immutable_unaccent(${title})) LIKE ${fold(q)}`;
  const rows = await db
    .select({ slug: helpArticles.slug, section: helpArticles.section, title })
    .from(helpArticles)
    .where(sql.join(all, sql` AND `))
    .orderBy(sql`${inTitle} DESC`, sectionOrder, asc(helpArticles.sort))
    .limit(20);
  return rows.map((r) => ({ ...r, section: r.section as HelpSectionName }));
}
