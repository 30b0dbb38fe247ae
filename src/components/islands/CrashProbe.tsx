import { withErrorBoundary } from './ErrorBoundary.tsx';

/**
 * Test hook only (ENABLE_TEST_HOOKS): renders on the server, then throws while hydrating in the
 * browser, so the tests can watch the error boundary catch a real render error. The message carries
 * an e-mail address, as real errors about a visitor's input may: the logged event must not (spec §8).
 */
function Thrower() {
  if (typeof window !== 'undefined') throw new Error('Crash probe: render error for the test suite, visitor probe.visitor@example.ch');
  return <p>Crash probe</p>;
}

export const CrashProbe = withErrorBoundary(Thrower, 'CrashProbe');
