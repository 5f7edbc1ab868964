/**
 * CPU seconds (user + system) used so far by every live process of the given process groups,
 * from /proc: the bench's server (tsx and node). The figure a shared machine's load does not
 * change much: a run's rate follows how many cores the others leave, its CPU per round follows
 * the code. (The embedded PostgreSQL's processes are not visible in this machine's /proc when it
 * runs as user postgres, so the database's share is not measured here.)
 */
import fs from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/**
 * Each live process's /proc stat fields, counted from the state (f[0]) on: the command may hold
 * spaces and parentheses, so fields count from the last ')'. A process gone meanwhile is skipped.
 */
function* procStats(): Generator<{ pid: number; f: string[] }> {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    yield { pid: Number(pid), f: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  }
}

export function cpuSecondsOf(groups: number[]): number {
  let ticks = 0;
  for (const { f } of procStats()) {
    if (!groups.includes(Number(f[2]))) continue; // pgrp
    ticks += Number(f[11]) + Number(f[12]); // utime, stime
  }
  return ticks / TICKS;
}

/**
 * CPU seconds of the embedded PostgreSQL of `dataDir` so far: its postmaster, the children it
 * has reaped (cutime, cstime: backends of closed connections) and its live children (backends,
 * writers), which each lead a session of their own and so are not in its process group. 0 when
 * there is no postmaster there (DATABASE_URL).
 */
export function databaseCpuSecondsOf(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(`${dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const { pid, f } of procStats()) {
    if (pid === postmaster) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    else if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]); // ppid
  }
  return ticks / TICKS;
}
