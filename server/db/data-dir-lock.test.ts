import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, liveOwner, lockDataDir, lockFile, processStartTime } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeOwner = (pid: number, startTime: string) =>
  fs.writeFileSync(
    lockFile(dir),
    JSON.stringify({ pid, startTime, role: 'server', url: 'http://127.0.0.1:9' }),
  );

describe('data folder lock', () => {
  it('refuses a second taker while the first holds it, naming the folder, pid and URL', () => {
    const first = lockDataDir(dir);
    first.setUrl('http://127.0.0.1:8080');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by a running server (pid ${process.pid}, http://127.0.0.1:8080)`,
    );
    // The refusal changed nothing: the owner's record is intact and no stray file is left.
    expect(liveOwner(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:8080' });
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    first.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over the lock of an owner killed with -9', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((r) => child.once('spawn', r));
    const pid = child.pid!;
    writeOwner(pid, processStartTime(pid)!);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${pid}, http://127.0.0.1:9)`);

    const exited = new Promise((r) => child.once('exit', r));
    process.kill(pid, 'SIGKILL');
    await exited;
    const lock = lockDataDir(dir);
    expect(liveOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('treats a reused pid (another start time) as a stale lock', () => {
    writeOwner(process.pid, '1');
    expect(liveOwner(dir)).toBeUndefined();
    lockDataDir(dir).release();
  });

  it('treats an unreadable lock file as stale', () => {
    fs.writeFileSync(lockFile(dir), 'not json');
    lockDataDir(dir).release();
  });

  it('reads the start time of a process from /proc, whatever its command name', () => {
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    expect(processStartTime(2 ** 22 + 1)).toBeUndefined();
  });
});
