import { describe, it } from 'vitest';
import { expectEveryRouteListed } from '../../../../tests/helpers/route-files';
import { guardedRoutes, openRoutes } from './index';

describe('staff routes', () => {
  it('registers every route file of this folder, once', () =>
    expectEveryRouteListed(
      import.meta.url,
      [...openRoutes, ...guardedRoutes],
      (f) => !['index.ts', 'context.ts'].includes(f),
    ));
});
