/**
 * The server the browser tests talk to: the real `npm start` path (build check, migrations,
 * demo seed) on a fresh DATA_DIR, so every run starts from the same data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stopOrphan } from '../../server/db/embedded';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('platform-e2e')) throw new Error(`refusing to wipe DATA_DIR=${dir}`);
// A database left running by an interrupted run would keep the deleted cluster alive.
await stopOrphan(path.join(dir, 'pg'));
fs.rmSync(dir, { recursive: true, force: true });
await import('../../server/start');
