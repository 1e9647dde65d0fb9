import { readFileSync, writeFileSync } from 'node:fs';

/** Resident memory of another process on this machine, read from /proc (Linux). */

const statusOf = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kbField = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

/** The process's resident memory now, in MB. */
export const rssMb = (pid: number) => kbField(statusOf(pid), 'VmRSS') / 1024;

/** Peak resident memory of `pid` while `work` runs: VmHWM after a reset, else the highest VmRSS sampled. */
export async function peakDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; how: string }> {
  let resettable = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resettable = false;
  }
  let sampled = rssMb(pid);
  const timer = setInterval(() => (sampled = Math.max(sampled, rssMb(pid))), 10);
  try {
    const result = await work();
    sampled = Math.max(sampled, rssMb(pid));
    const peakMb = resettable ? Math.max(sampled, kbField(statusOf(pid), 'VmHWM') / 1024) : sampled;
    return { result, peakMb, how: resettable ? 'VmHWM' : 'sampled VmRSS' };
  } finally {
    clearInterval(timer);
  }
}
