import { env } from './env.ts';

/**
 * For the fault tests only (ENABLE_TEST_HOOKS): the process kills itself with SIGKILL at the named point
 * when TEST_CRASH_AT names it, as a power cut or `kill -9` there would.
 */
export function crashPointForTests(name: string): void {
  if (env().ENABLE_TEST_HOOKS && process.env.TEST_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
