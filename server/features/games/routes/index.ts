import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { catalogueContext, memberContext, type CatalogueRoute, type MemberRoute } from './context';
import { removeFavorite } from './delete-favorite';
import { favoriteIds } from './get-favorite-ids';
import { favorites } from './get-favorites';
import { hot } from './get-hot';
import { lanes } from './get-lanes';
import { list } from './get-list';
import { menus } from './get-menus';
import { recent } from './get-recent';
import { vendorGameTypes } from './get-vendor-game-types';
import { vendors } from './get-vendors';
import { winners } from './get-winners';
import { addFavorite } from './post-favorite';

/** The catalogue's calls, one file each (tests/helpers/route-files.ts), in the order they are registered. */
export const catalogueRoutes: CatalogueRoute[] = [menus, list, hot, vendors, vendorGameTypes, lanes, winners];

/** A member's favourites and recent games, in the order they are registered. */
export const memberRoutes: MemberRoute[] = [favoriteIds, favorites, addFavorite, removeFavorite, recent];

/** The lobby's catalogue calls: the same for every visitor (context.ts says how they are kept). */
export function gamesRoutes(deps: Deps) {
  const app = createRouter();
  const ctx = catalogueContext(deps);
  for (const add of catalogueRoutes) add(app, ctx);
  return app;
}

/** A member's favourites and recent games: token required, trial accounts refused. */
export function gamesMemberRoutes(deps: Deps) {
  const app = createRouter();
  const ctx = memberContext(deps);
  for (const add of memberRoutes) add(app, ctx);
  return app;
}
