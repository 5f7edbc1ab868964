import { z } from 'zod';
import { envelope } from './envelope';
import { GameType } from './common';

export const VendorCard = z
  .object({
    vassalage: z.string(),
    displayName: z.string(),
    accountTypeName: z.string(),
    gameType: GameType,
    /** Brand colour of the vendor's generated logo. */
    color: z.string(),
    logoUrl: z.string(),
  })
  .meta({ id: 'VendorCard' });
export type VendorCard = z.infer<typeof VendorCard>;

/** A vendor category: a game type and its vendors, in server order (spec section 3). */
export const GameMenu = z
  .object({ gameCategory: GameType, vendors: z.array(VendorCard) })
  .meta({ id: 'GameMenu' });
export type GameMenu = z.infer<typeof GameMenu>;
export const GameMenusResponse = envelope(z.array(GameMenu));
