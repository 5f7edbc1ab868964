import { and, eq } from 'drizzle-orm';
import {
  announcements,
  banners,
  customerService,
  domainLines,
  gameCategories,
  games,
  registerFields,
  settings,
  vendorCategories,
  vendors,
  whitelabelNodes,
} from '../db/schema';
import type { BannerLink, BannerSeed } from './banners';
import type { Catalogue } from './catalogue';
import { insertChunked, type Progress, type Tx } from './write';

/** Vendors, lanes and the game catalogue; games go in 1,000-row chunks. */
export async function writeGames(tx: Tx, c: Catalogue, progress: Progress): Promise<void> {
  await tx.insert(vendors).values(c.vendors);
  await tx.insert(vendorCategories).values(c.vendorCategories);
  await tx.insert(gameCategories).values(c.gameCategories);
  progress('vendors', c.vendors.length, c.vendors.length);
  await insertChunked(tx, games, c.games, 'games', progress);
}

/** Announcements first: promotion banners link to their ids. */
export async function writeContent(tx: Tx, c: Catalogue, progress: Progress): Promise<void> {
  const inserted = await tx
    .insert(announcements)
    .values(c.announcements.map(({ key: _key, ...row }) => row))
    .returning({ id: announcements.id, titleEn: announcements.titleEn });
  // Titles are unique in the seed (the test checks), so they map keys to the new ids.
  const idByTitle = new Map(inserted.map((r) => [r.titleEn, r.id]));
  const announcementIds = new Map(c.announcements.map((a) => [a.key, idByTitle.get(a.titleEn)]));
  progress('announcements', inserted.length, c.announcements.length);

  const rows = [];
  for (const b of c.banners) rows.push(bannerRow(b, await linkValue(tx, b.link, announcementIds)));
  await tx.insert(banners).values(rows);
  progress('banners', rows.length, c.banners.length);
}

function bannerRow(b: BannerSeed, value: string | null) {
  return {
    groupName: b.groupName,
    imageUrl: b.imageUrl,
    titleEn: b.titleEn,
    titleVi: b.titleVi,
    linkageType: b.link?.type ?? null,
    linkageValue: value,
    sort: b.sort,
  };
}

/**
 * linkage_value: GAME -> the game's id (the spec's nodeId), PROMOTION -> the promotion
 * announcement's id, URL -> the URL itself.
 */
async function linkValue(tx: Tx, link: BannerLink | null, announcementIds: Map<string, number | undefined>) {
  if (!link) return null;
  switch (link.type) {
    case 'URL':
      return link.url;
    case 'PROMOTION': {
      const id = announcementIds.get(link.announcementKey);
      if (id === undefined) throw new Error(`banner links to unknown promotion ${link.announcementKey}`);
      return String(id);
    }
    case 'GAME': {
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.vendorCode, link.vendorCode), eq(games.gameCode, link.gameCode)));
      if (!game) throw new Error(`banner links to unknown game ${link.vendorCode}/${link.gameCode}`);
      return String(game.id);
    }
  }
}

/** Settings, whitelabel tree, register rules, domain lines and customer service. */
export async function writeSite(tx: Tx, c: Catalogue, progress: Progress): Promise<void> {
  await tx.insert(settings).values(c.settings);
  // Roots first: parent_mod_id references whitelabel_nodes.
  await tx.insert(whitelabelNodes).values(c.whitelabel.filter((n) => n.parentModId === null));
  await tx.insert(whitelabelNodes).values(c.whitelabel.filter((n) => n.parentModId !== null));
  await tx.insert(registerFields).values(c.registerFields);
  await tx.insert(domainLines).values(c.domainLines);
  await tx.insert(customerService).values(c.customerService);
  const total =
    c.settings.length +
    c.whitelabel.length +
    c.registerFields.length +
    c.domainLines.length +
    c.customerService.length;
  progress('site', total, total);
}
