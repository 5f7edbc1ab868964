import { asc, desc, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import { helpSections, type HelpCentre, type HelpSectionName } from '../../../contract/help/schemas';
import type { Db } from '../../db/client';
import { helpArticles, termsVersions } from '../../db/schema';

type ArticleRow = typeof helpArticles.$inferSelect;
type TermsRow = typeof termsVersions.$inferSelect;
export type HelpContent = { articles: ArticleRow[]; terms: TermsRow | null };

/** The order sections are shown in: the contract's order. */
export const sectionOrder = sql`array_position(${sql.raw(
  `ARRAY[${helpSections.map((s) => `'${s}'`).join(', ')}]::text[]`,
)}, ${helpArticles.section})`;

/** Every article and the terms in force, as the help centre shows them (cached per node). */
export async function loadHelp(db: Db): Promise<HelpContent> {
  const [articles, terms] = await Promise.all([
    db.select().from(helpArticles).orderBy(sectionOrder, asc(helpArticles.sort), asc(helpArticles.id)),
    db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1),
  ]);
  return { articles, terms: terms[0] ?? null };
}

export function helpCentreFor(content: HelpContent, language: Language): HelpCentre {
  const en = language === 'en';
  return {
    articles: content.articles.map((a) => ({
      slug: a.slug,
      section: a.section as HelpSectionName,
      title: en ? a.titleEn : a.titleVi,
      body: en ? a.bodyEn : a.bodyVi,
      version: a.version,
      updatedAt: a.updatedAt.toISOString(),
    })),
    terms: content.terms && {
      version: content.terms.version,
      body: en ? content.terms.bodyEn : content.terms.bodyVi,
      publishedAt: content.terms.publishedAt.toISOString(),
    },
  };
}
