import type { ChildProcess } from 'node:child_process';

/**
 * SIGTERM to a child's process group (a server finishes and stops its database), SIGKILL after
 * 30 s; resolves once it has exited. A child already gone, or never started, is left alone.
 */
export async function stopGroup(child: ChildProcess | null | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
