import { z } from 'zod';
import { LanguageQuery } from '../common';
import { envelope } from '../envelope';

/** Announcement types (spec section 7): B banners, PL player notices, PU popups, PR promotions, H home. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const AnnouncementType = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

/** Audiences (spec section 4): A logged-in members, B guests, F first login. Guests get B only. */
export const executions = ['A', 'B', 'F'] as const;
export const Execution = z.enum(executions);
export type Execution = z.infer<typeof Execution>;

/** Banner groups of spec section 3. */
export const bannerGroups = [
  'w_login',
  'w_register',
  'w_leftmenu',
  'w_forget',
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_lott',
] as const;
export const BannerGroup = z.enum(bannerGroups);
export type BannerGroup = z.infer<typeof BannerGroup>;

/** "B,PL,PU" -> ['B', 'PL', 'PU']: a comma list of allowed values, de-duplicated, never empty. */
function commaList<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number][]) {
  const item = z.enum(values);
  return z
    .string()
    .max(64)
    .optional()
    .transform((raw, ctx) => {
      const parts = (raw ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length === 0) return fallback;
      const out: T[number][] = [];
      for (const p of parts) {
        const parsed = item.safeParse(p);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `unknown value ${p}; allowed: ${values.join(',')}` });
          return z.NEVER;
        }
        if (!out.includes(parsed.data)) out.push(parsed.data);
      }
      return out;
    });
}

export const AnnouncementsQuery = LanguageQuery.extend({
  /** Comma list of B,PL,PU,PR,H; default all. */
  types: commaList(announcementTypes, [...announcementTypes]),
  /** Comma list of A,B,F; default B (the guests' set). A and F need a session. */
  execution: commaList(executions, ['B']),
  platform: z.enum(['W']).default('W'),
});
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

export const Banner = z
  .object({
    id: z.number().int(),
    /** Image URL. */
    url: z.string(),
    /** GAME (value: nodeId), PROMOTION (value: announcement id), URL; null: not clickable. */
    linkageType: z.string().nullable(),
    linkageValue: z.string().nullable(),
    groupName: z.string(),
    title: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const Announcement = z
  .object({
    id: z.number().int(),
    type: AnnouncementType,
    title: z.string(),
    /** Rich text (HTML from the operator). */
    content: z.string(),
    promotionType: z.string().nullable(),
    execution: Execution,
    imageUrl: z.string().nullable(),
    /** ISO instant. */
    publishedAt: z.string(),
    /** YYYY/MM/DD in Vietnam time (GMT+7), as the notice list shows it. */
    publishedDate: z.string(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof Announcement>;

export const Announcements = z
  .object({
    /** Banner rows of every group (type B), ordered by group then position. */
    banners: z.array(Banner),
    /** Player notices (PL). */
    player: z.array(Announcement),
    /** Popups (PU). */
    popup: z.array(Announcement),
    /** Promotions (PR). */
    promotion: z.array(Announcement),
    /** Home marquee notices (H). */
    home: z.array(Announcement),
  })
  .meta({ id: 'Announcements' });
export type Announcements = z.infer<typeof Announcements>;
export const AnnouncementsResponse = envelope(Announcements);

export const BannersQuery = LanguageQuery.extend({ groupName: BannerGroup });
const Banners = z.object({ list: z.array(Banner) });
export const BannersResponse = envelope(Banners);

/** Banners and notices (paths in contract/announcements/endpoints.ts, decision 064). */
export const announcementsSchemas = {
  announcements: { query: AnnouncementsQuery, value: Announcements },
  banners: { query: BannersQuery, value: Banners },
};
export type AnnouncementsSchemas = typeof announcementsSchemas;
