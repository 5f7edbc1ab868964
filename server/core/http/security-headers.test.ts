import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../features/shell/render-shell';
import { bootScriptHash, securityHeaders } from './security-headers';

const shell = fs.readFileSync(path.resolve('index.html'), 'utf8');
const csp = new Map(securityHeaders).get('Content-Security-Policy') ?? '';
const scriptSrc = (csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '').trim().split(/\s+/);

/**
 * The CSP source of every script the browser would run from the page's own text: no `src`, and no
 * data type (a JSON block is never run, so the CSP does not cover it).
 */
function inlineScriptSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    out.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return out;
}

describe('the CSP and the shell', () => {
  it("allows index.html's inline script by its exact sha256 (edit the script: put the new hash here)", () => {
    const sources = inlineScriptSources(shell);
    expect(sources).toHaveLength(1);
    expect(bootScriptHash, `index.html's inline script now hashes to ${sources[0]}`).toBe(sources[0]);
    expect(scriptSrc).toContain(bootScriptHash);
  });

  it('allows no other inline script: no unsafe-inline, no stale hash', () => {
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toEqual([bootScriptHash]);
  });

  it("keeps the inline script intact in the server's hinted shell, whose data block is never run", () => {
    const hinted = renderShell(shell, {
      images: ['/img/banners/a.svg'],
      banner: { url: '/img/banners/a.svg', title: '</script><script>alert(1)</script>' },
      modules: ['/assets/x.js'],
      data: { firstPage: { gameType: 'RNG', vassalage: null, language: 'vi', page: '</script><b>' } },
    });
    expect(hinted).not.toBe(shell);
    expect(hinted).toContain('id="boot-data"');
    expect(inlineScriptSources(hinted)).toEqual([bootScriptHash]);
  });
});
