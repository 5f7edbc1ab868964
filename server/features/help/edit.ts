import { asc, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type {
  HelpArticleEdit,
  HelpSectionName,
  HelpVersion,
  TermsEdit,
  TermsVersion,
} from '../../../contract/help/schemas';
import type { Db, Executor } from '../../db/client';
import { helpArticles, helpArticleVersions, termsAcceptances, termsVersions } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { sectionOrder } from './content';
import { announceHelpChange, lockHelpArticle, lockTermsVersions } from './help.sql';

type Versioned = typeof helpArticleVersions.$inferSelect;
const toVersion = (v: Versioned): HelpVersion => ({
  version: v.version,
  titleVi: v.titleVi,
  titleEn: v.titleEn,
  bodyVi: v.bodyVi,
  bodyEn: v.bodyEn,
  actor: v.actor,
  at: v.createdAt.toISOString(),
});

/**
 * Creates or edits an article as a new version (1, 2, ...), audited. A new article needs its
 * section and one language at least; the missing language starts as a copy of the given one.
 */
export async function editArticle(db: Db, actor: Actor, slug: string, edit: HelpArticleEdit) {
  return db.transaction(async (tx) => {
    // FOR UPDATE cannot lock a row that does not exist yet: two first edits of one slug would both
    // insert version 1. The slug's own lock makes the second wait and become version 2.
    await lockHelpArticle(tx, slug);
    const [current] = await tx.select().from(helpArticles).where(eq(helpArticles.slug, slug)).for('update');
    if (!current && (!edit.section || (!edit.vi && !edit.en)))
      throw new AppError('NOT_FOUND', `no article ${slug}: a new one needs a section and a title and body`);
    if (current && !edit.vi && !edit.en && edit.section === undefined && edit.sort === undefined)
      throw new AppError('BAD_REQUEST', 'nothing to change');
    const vi = edit.vi ?? (current ? { title: current.titleVi, body: current.bodyVi } : edit.en!);
    const en = edit.en ?? (current ? { title: current.titleEn, body: current.bodyEn } : edit.vi!);
    const section = edit.section ?? (current!.section as HelpSectionName);
    const version = (current?.version ?? 0) + 1;
    const text = { titleVi: vi.title, bodyVi: vi.body, titleEn: en.title, bodyEn: en.body };
    let id = current?.id;
    if (current) {
      await tx
        .update(helpArticles)
        .set({ ...text, section, sort: edit.sort ?? current.sort, version, updatedAt: sql`now()` })
        .where(eq(helpArticles.id, current.id));
    } else {
      const [row] = await tx
        .insert(helpArticles)
        .values({ ...text, slug, section, sort: edit.sort ?? 0, version })
        .returning({ id: helpArticles.id });
      id = row!.id;
    }
    const [saved] = await tx
      .insert(helpArticleVersions)
      .values({ ...text, articleId: id!, version, actor })
      .returning();
    await audit(tx, actor, 'help.edit', `help:${slug}`, { version, section });
    await announceHelpChange(tx);
    return { ...toVersion(saved!), slug, section };
  });
}

/** The versions of an article, newest first. */
export async function articleVersions(db: Db, slug: string): Promise<HelpVersion[]> {
  const [article] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.slug, slug));
  if (!article) throw new AppError('NOT_FOUND', `no article ${slug}`);
  const rows = await db
    .select()
    .from(helpArticleVersions)
    .where(eq(helpArticleVersions.articleId, article.id))
    .orderBy(desc(helpArticleVersions.version));
  return rows.map(toVersion);
}

/** Every article (operators' list): slug, section, sort, version and the Vietnamese title. */
export async function listArticles(db: Db) {
  return db
    .select({
      slug: helpArticles.slug,
      section: helpArticles.section,
      sort: helpArticles.sort,
      version: helpArticles.version,
      title: helpArticles.titleVi,
    })
    .from(helpArticles)
    .orderBy(sectionOrder, asc(helpArticles.sort), asc(helpArticles.id));
}

type TermsRow = typeof termsVersions.$inferSelect;
const toTermsVersion = (t: TermsRow): TermsVersion => ({
  version: t.version,
  bodyVi: t.bodyVi,
  bodyEn: t.bodyEn,
  actor: t.actor,
  at: t.publishedAt.toISOString(),
});

/**
 * Publishes a new terms version (audited); a language not given keeps the text in force. The
 * first version needs both. Members who registered earlier keep the version they accepted.
 */
export async function publishTerms(db: Db, actor: Actor, edit: TermsEdit): Promise<TermsVersion> {
  return db.transaction(async (tx) => {
    // One publisher at a time: two would both read version N and collide on N + 1.
    await lockTermsVersions(tx);
    const [current] = await tx.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
    const bodyVi = edit.vi ?? current?.bodyVi;
    const bodyEn = edit.en ?? current?.bodyEn;
    if (!bodyVi || !bodyEn) throw new AppError('BAD_REQUEST', 'the first terms need both vi and en');
    const version = (current?.version ?? 0) + 1;
    const [row] = await tx.insert(termsVersions).values({ version, bodyVi, bodyEn, actor }).returning();
    await audit(tx, actor, 'terms.publish', `terms:${version}`);
    await announceHelpChange(tx);
    return toTermsVersion(row!);
  });
}

export async function listTermsVersions(db: Db): Promise<TermsVersion[]> {
  const rows = await db.select().from(termsVersions).orderBy(desc(termsVersions.version));
  return rows.map(toTermsVersion);
}

/**
 * Records that a member accepted the terms in force (the registration form's box), in the
 * registration's transaction. Nothing is recorded while no terms are published.
 */
export async function recordTermsAcceptance(tx: Executor, accountId: number): Promise<void> {
  await tx
    .insert(termsAcceptances)
    .select((qb) =>
      qb
        .select({
          accountId: sql<number>`${accountId}::bigint`.as('account_id'),
          version: max(termsVersions.version).as('version'),
          acceptedAt: sql<Date>`now()`.as('accepted_at'),
        })
        .from(termsVersions)
        .having(isNotNull(max(termsVersions.version))),
    )
    .onConflictDoNothing();
}

/** The newest terms version a member accepted, or null. */
export async function acceptedTermsVersion(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.accountId, accountId))
    .orderBy(desc(termsAcceptances.version))
    .limit(1);
  return row?.version ?? null;
}
