import { readFileSync } from 'node:fs';

/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time (100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, in milliseconds, all its threads together (user and system); undefined
 * where /proc is not to be read.
 */
export function cpuMsOf(pid: number): number | undefined {
  try {
    // The command's name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
