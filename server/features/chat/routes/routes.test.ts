import { describe, it } from 'vitest';
import { expectEveryRouteListed } from '../../../../tests/helpers/route-files';
import { routes } from './index';

describe('chat routes', () => {
  it('registers every route file of this folder, once', () =>
    expectEveryRouteListed(import.meta.url, routes, (f) => !['index.ts', 'context.ts'].includes(f)));
});
