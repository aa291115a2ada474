import { readFileSync, readdirSync } from 'node:fs';

// What the kernel says about a live process (Linux /proc), for the benchmarks that watch a server.

/** Resident memory, in MB. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

/** Open file descriptors (sockets included). */
export function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}
