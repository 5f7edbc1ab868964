import { z } from 'zod';
import { Language } from '../common';
import { envelope } from '../envelope';

/**
 * Help centre and terms (spec sections 1, 2 and 7: /help, /help#term, /wps/system/helpCenter).
 * Bodies are plain text: paragraphs split by a blank line, lines starting "- " are list items.
 */
export const helpSections = ['account', 'deposits', 'withdrawals', 'security', 'app', 'faq'] as const;
export const HelpSectionName = z.enum(helpSections);
export type HelpSectionName = z.infer<typeof HelpSectionName>;

/** A deep-link name: /help?article=<slug>. */
export const HelpSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');

export const HelpArticle = z
  .object({
    slug: z.string(),
    section: HelpSectionName,
    title: z.string(),
    body: z.string(),
    version: z.number().int(),
    /** ISO instant of the last edit. */
    updatedAt: z.string(),
  })
  .meta({ id: 'HelpArticle' });
export type HelpArticle = z.infer<typeof HelpArticle>;

export const Terms = z
  .object({ version: z.number().int(), body: z.string(), publishedAt: z.string() })
  .meta({ id: 'Terms' });
export type Terms = z.infer<typeof Terms>;

export const HelpCentre = z
  .object({
    /** Articles in section order, then by their sort number. */
    articles: z.array(HelpArticle),
    /** The terms in force; null before an operator published any. */
    terms: Terms.nullable(),
  })
  .meta({ id: 'HelpCentre' });
export type HelpCentre = z.infer<typeof HelpCentre>;

export const HelpCentreQuery = z.object({
  /** The spec's name for the language parameter; `language` is accepted too. */
  lang: Language.optional(),
  language: Language.optional(),
  device: z.enum(['WEB']).default('WEB'),
});

export const HELP_SEARCH_MAX = 50;
export const HelpSearchQuery = HelpCentreQuery.extend({ q: z.string().trim().min(1).max(HELP_SEARCH_MAX) });
export const HelpSearchHit = z
  .object({ slug: z.string(), section: HelpSectionName, title: z.string() })
  .meta({ id: 'HelpSearchHit' });
export type HelpSearchHit = z.infer<typeof HelpSearchHit>;

const HelpSearchAnswer = z.object({ list: z.array(HelpSearchHit) });
/** The answers as sent (tests parse them). */
export const HelpCentreResponse = envelope(HelpCentre);
export const HelpSearchResponse = envelope(HelpSearchAnswer);

/** The help centre's member calls (paths in contract/help/endpoints.ts, decision 064). */
export const helpSchemas = {
  centre: { query: HelpCentreQuery, value: HelpCentre },
  search: { query: HelpSearchQuery, value: HelpSearchAnswer },
};
export type HelpSchemas = typeof helpSchemas;

/** Operators: at most this many characters per title and body (the /ops body limit is 16 KiB). */
export const HELP_TITLE_MAX = 120;
export const HELP_BODY_MAX = 6000;
const Text = z.object({
  title: z.string().trim().min(1).max(HELP_TITLE_MAX),
  body: z.string().trim().min(1).max(HELP_BODY_MAX),
});

/**
 * An operator's edit of an article: a new one needs its section and at least one language (the
 * other starts as a copy); an edit changes what it names and keeps the rest. Each is a version.
 */
export const HelpArticleEdit = z
  .object({
    section: HelpSectionName.optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    vi: Text.optional(),
    en: Text.optional(),
  })
  .meta({ id: 'HelpArticleEdit' });
export type HelpArticleEdit = z.infer<typeof HelpArticleEdit>;

export const TermsEdit = z
  .object({
    vi: z.string().trim().min(1).max(HELP_BODY_MAX).optional(),
    en: z.string().trim().min(1).max(HELP_BODY_MAX).optional(),
  })
  .refine((t) => t.vi !== undefined || t.en !== undefined, 'give vi, en or both')
  .meta({ id: 'TermsEdit' });
export type TermsEdit = z.infer<typeof TermsEdit>;

/** One stored version (operators' history). */
export const HelpVersion = z
  .object({
    version: z.number().int(),
    titleVi: z.string(),
    titleEn: z.string(),
    bodyVi: z.string(),
    bodyEn: z.string(),
    actor: z.string(),
    at: z.string(),
  })
  .meta({ id: 'HelpVersion' });
export type HelpVersion = z.infer<typeof HelpVersion>;
export const HelpVersionsResponse = envelope(z.object({ list: z.array(HelpVersion) }));
export const OpsHelpArticleResponse = envelope(
  HelpVersion.extend({ slug: z.string(), section: HelpSectionName }),
);
export const TermsVersion = z
  .object({
    version: z.number().int(),
    bodyVi: z.string(),
    bodyEn: z.string(),
    actor: z.string(),
    at: z.string(),
  })
  .meta({ id: 'TermsVersion' });
export type TermsVersion = z.infer<typeof TermsVersion>;
export const TermsVersionsResponse = envelope(z.object({ list: z.array(TermsVersion) }));
export const TermsVersionResponse = envelope(TermsVersion);
