import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is active, then reloads so that every call of the lobby goes
 * through it (on a first visit the calls start before the worker is installed). Waiting for
 * `controllerchange` instead can hang: when the worker activates and claims its clients while this
 * document is still loading (the test navigated during the install), the claim misses it and the
 * page stays uncontrolled until its next navigation. A navigation after `ready` always goes
 * through the active worker.
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Always once: even a page the worker claimed made its first calls before it was there.
  await page.reload();
  await expect(async () => {
    if (await page.evaluate(() => !!navigator.serviceWorker.controller)) return;
    await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Reads a key of one of the worker's idb-keyval stores (database name, store name). */
export function readWorkerStore(page: Page, db: string, store: string, key: string): Promise<unknown> {
  return page.evaluate(
    ({ db, store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(store)) return resolve(undefined);
          const req = conn.transaction(store).objectStore(store).get(key);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      }),
    { db, store, key },
  );
}

/**
 * A "new deploy" without a second build: a copy of the built app whose shell carries a marker,
 * whose worker lists the shell's new revision (so the browser sees a new worker), and which no
 * longer has one lazy chunk (as a real deploy drops the old hashed files).
 */
export function makeNextDeploy(distDir: string, outDir: string, droppedChunk: RegExp): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(distDir, outDir, { recursive: true });
  const html = path.join(outDir, 'index.html');
  const shell = fs
    .readFileSync(html, 'utf8')
    .replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" />\n    <meta name="app-build" content="next" />',
    );
  if (!shell.includes('app-build')) throw new Error('index.html has no charset meta to anchor the marker');
  fs.writeFileSync(html, shell);
  const revision = createHash('md5').update(shell).digest('hex');
  const swFile = path.join(outDir, 'sw.js');
  let sw = fs.readFileSync(swFile, 'utf8');
  const before = sw;
  sw = sw.replace(
    /\{"revision":"[0-9a-f]+","url":"index\.html"\}/,
    `{"revision":"${revision}","url":"index.html"}`,
  );
  if (sw === before) throw new Error('sw.js has no index.html precache entry');
  const dropped = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => droppedChunk.test(f));
  if (!dropped.length) throw new Error(`no chunk matches ${droppedChunk}`);
  for (const file of dropped) {
    fs.rmSync(path.join(outDir, 'assets', file));
    sw = sw.replace(new RegExp(`,?\\{"revision":null,"url":"assets/${file.replace(/\./g, '\\.')}"\\}`), '');
  }
  fs.writeFileSync(swFile, sw);
  // The server prefers precompressed copies: drop the stale ones of the files changed here.
  for (const f of [html, swFile]) for (const ext of ['.br', '.gz']) fs.rmSync(f + ext, { force: true });
  return outDir;
}
