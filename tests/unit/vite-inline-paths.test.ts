import path from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { systemStatus } from '../../contract/paths';
import { inlinePaths } from '../../scripts/vite-inline-paths';

/** The plugin's transform on one module of src/features/x (decision 081). */
function transform(code: string): string | null {
  const hook = inlinePaths().transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null;
  const id = path.resolve('src/features/x/module.js');
  return hook.call({ parse: parseAst }, code, id)?.code ?? null;
}

describe('the entry paths written in at build', () => {
  it('turns a named import into its literal and drops the import', () => {
    const out = transform(
      `import { systemStatus as s, logout } from '../../../contract/paths';\n` +
        `apiGet(s); apiSend('DELETE', logout); const o = { logout };`,
    );
    expect(out).not.toContain('contract/paths');
    expect(out).toContain(`apiGet(${JSON.stringify(systemStatus)})`);
    expect(out).toContain(`apiSend('DELETE', "/wps/session/logout")`);
    expect(out).toContain(`{ logout: "/wps/session/logout" }`);
  });

  it('turns `paths.name` of a namespace import into its literal', () => {
    const out = transform(
      `import * as paths from '../../../contract/paths';\napiGet(paths.hotGames, { a: 1 });`,
    );
    expect(out).toBe(`\napiGet("/lgw/games/hot", { a: 1 });`);
  });

  it('leaves a module without the import alone', () => {
    expect(transform(`import { x } from './paths';\nx();`)).toBeNull();
  });

  it('fails the build on a name the module does not export or a namespace used whole', () => {
    expect(() => transform(`import * as paths from '../../../contract/paths';\napiGet(paths.nope);`)).toThrow(
      /no path "nope"/,
    );
    expect(() => transform(`import * as paths from '../../../contract/paths';\nlog(paths);`)).toThrow(
      /paths\.name only/,
    );
  });
});
