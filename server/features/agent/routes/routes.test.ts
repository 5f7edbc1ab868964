import { describe, it } from 'vitest';
import { expectEveryRouteListed } from '../../../../tests/helpers/route-files';
import { routes } from './index';

describe('agent routes', () => {
  it('registers every route file of this folder, once', () =>
    expectEveryRouteListed(import.meta.url, routes, (f) => /^(get|post|put|delete)-/.test(f)));
});
