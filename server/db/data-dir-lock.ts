import fs from 'node:fs';
import path from 'node:path';

/**
 * One process owns a DATA_DIR's embedded cluster at a time (decision 026). The owner writes
 * DATA_DIR/server.lock with its pid, its start time and, once it listens, its URL. A lock whose
 * pid is gone, or whose pid now belongs to another process (the start time differs: pid reuse),
 * is stale: its owner was killed, and only then is a postmaster left in the cluster an orphan.
 */
export type LockOwner = { pid: number; startTime: string; url?: string; role: string };

export const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.url ? `, ${owner.url}` : '';
    super(
      `DATA_DIR ${dataDir} is in use by a running ${owner.role} (pid ${owner.pid}${where}). ` +
        'Stop it first, or give this one another DATA_DIR. Nothing was changed.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat), or undefined if it is gone. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.startTime !== 'string') return undefined;
    return { role: 'server', ...owner } as LockOwner;
  } catch {
    return undefined;
  }
}

const isLive = (owner: LockOwner) => processStartTime(owner.pid) === owner.startTime;

/** The live owner of dataDir, if any (this process included: a lock is not re-entrant). */
export function liveOwner(dataDir: string): LockOwner | undefined {
  const owner = readOwner(lockFile(dataDir));
  return owner && isLive(owner) ? owner : undefined;
}

export type DataDirLock = {
  /** Records where the owner answers (the server's URL), for the message a second start prints. */
  setUrl(url: string): void;
  release(): void;
};

/**
 * Takes dataDir for this process or throws DataDirInUseError, having changed nothing. The file is
 * linked into place (which fails if it exists), so of two starts at once one wins; a stale file is moved aside
 * before the retry.
 */
export function lockDataDir(dataDir: string, role = 'server'): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const startTime = processStartTime(process.pid);
  if (!startTime) throw new Error('cannot read /proc/self/stat: the data folder lock needs Linux /proc');
  const me: LockOwner = { pid: process.pid, startTime, role };
  // Written aside, then linked into place: the lock appears whole or not at all (link fails on
  // an existing name), so no reader ever sees a half-written owner.
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, JSON.stringify(me), { mode: 0o644 });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.linkSync(mine, file);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) {
        fs.rmSync(mine, { force: true });
        throw err;
      }
    }
    const owner = readOwner(file);
    if (owner && isLive(owner)) {
      fs.rmSync(mine, { force: true });
      throw new DataDirInUseError(dataDir, owner);
    }
    // Stale (or not ours to read: garbage). Renaming is atomic: of two
    // starts racing here, one moves the stale file and the other finds nothing to move.
    try {
      fs.renameSync(file, `${file}.stale-${process.pid}`);
      fs.rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {
      /* another start moved it first; the next attempt sees its lock */
    }
  }
  fs.rmSync(mine, { force: true });
  let released = false;
  return {
    setUrl(url) {
      if (released) return;
      me.url = url;
      // Replaced by rename, never rewritten in place: a reader sees the old owner or the new one.
      fs.writeFileSync(mine, JSON.stringify(me), { mode: 0o644 });
      fs.renameSync(mine, file);
    },
    release() {
      if (released) return;
      released = true;
      const owner = readOwner(file);
      if (owner?.pid === me.pid && owner.startTime === me.startTime) fs.rmSync(file, { force: true });
    },
  };
}
