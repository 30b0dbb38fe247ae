import { withErrorBoundary } from './ErrorBoundary.tsx';

/**
 * Test hook only (ENABLE_TEST_HOOKS): renders on the server, then throws while hydrating in the
 * browser, so the tests can watch the error boundary catch a real render error.
 */
function Thrower() {
  if (typeof window !== 'undefined') throw new Error('Crash probe: render error for the test suite');
  return <p>Crash probe</p>;
}

export const CrashProbe = withErrorBoundary(Thrower);
