/**
 * Where one side's CPU goes, per request: the server's process, this process (autocannon, or the direct
 * side's node-postgres client), and the rest of the machine (PostgreSQL and the kernel's share of the
 * traffic), next to the time the cores sat idle. Read from /proc, so Linux only; elsewhere it reads zeros.
 *
 * Why: api/direct is a ratio of throughputs on cores that the load generator, the api and
 * PostgreSQL share, so the headline alone cannot say which of them a change or a slow minute moved.
 */
import { readFileSync } from 'node:fs';

const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** CPU microseconds per request. */
export interface CpuShare {
  server: number;
  bench: number;
  rest: number;
  idle: number;
}

interface Reading {
  server: number;
  bench: number;
  busy: number;
  idle: number;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function processTicks(pid: number | undefined): number {
  const stat = pid === undefined ? null : read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function machineTicks(): { busy: number; idle: number } {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line) return { busy: 0, idle: 0 };
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
  return { busy: user! + nice! + system! + irq! + softirq! + steal!, idle: idle! + iowait! };
}

function reading(serverPid: number | undefined): Reading {
  const { user, system } = process.cpuUsage();
  const { busy, idle } = machineTicks();
  return { server: processTicks(serverPid) * TICK_US, bench: user + system, busy: busy * TICK_US, idle: idle * TICK_US };
}


/** Adds up what several slices of one side used. */
export class CpuMeter {
  private total: Reading = { server: 0, bench: 0, busy: 0, idle: 0 };
  private requests = 0;

  /** Measures `slice`, which returns how many requests it completed. */
  async measure(serverPid: number | undefined, slice: () => Promise<number>): Promise<void> {
    const before = reading(serverPid);
    const requests = await slice();
    const after = reading(serverPid);
    for (const key of ['server', 'bench', 'busy', 'idle'] as const) this.total[key] += after[key] - before[key];
    this.requests += requests;
  }

  perRequest(): CpuShare {
    const per = (value: number) => value / Math.max(this.requests, 1);
    const { server, bench, busy, idle } = this.total;
    return { server: per(server), bench: per(bench), rest: per(busy - server - bench), idle: per(idle) };
  }
}

export function cpuText({ server, bench, rest, idle }: CpuShare): string {
  const us = (value: number) => `${value.toFixed(0)} µs`;
  return `server ${us(server)}, load generator ${us(bench)}, rest (PostgreSQL, kernel) ${us(rest)}, idle ${us(idle)}`;
}
