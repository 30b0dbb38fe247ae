import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from '#lib/error-id.ts';
import { reportSecurityEvent } from '#lib/security/report.ts';
import type { CrashStrings, IslandProps } from '#i18n/crash-strings.ts';
import { CrashScreen } from '../ui/CrashScreen.tsx';

interface ErrorBoundaryProps {
  crash: CrashStrings;
  homeHref: string;
  children: ReactNode;
  /** Told about every caught error, with the ID the crash screen shows. */
  onError?: (error: Error, info: ErrorInfo, errorId: string) => void;
}

interface ErrorBoundaryState {
  errorId: string | null;
}

/** Wraps every island: a render error shows the crash screen instead of a broken page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { errorId: null };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The state already holds the ID made in getDerivedStateFromError: the one the visitor sees.
    this.props.onError?.(error, info, this.state.errorId ?? createErrorId());
  }

  override render() {
    const { errorId } = this.state;
    if (errorId === null) return this.props.children;
    return (
      <CrashScreen
        strings={this.props.crash}
        errorId={errorId}
        reloadHref={typeof location === 'undefined' ? '' : location.href}
        homeHref={this.props.homeHref}
      />
    );
  }
}

/** Longest error message an application_error event carries. */
const MESSAGE_MAX = 500;

/**
 * Turns a component into an island guarded by the error boundary. A caught error is reported to the
 * page's security monitor as application_error (spec §8; the monitor redacts e-mail addresses).
 * `name` says which island failed: the build shortens the components' own names.
 */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>, name: string) {
  const report = (error: unknown, _info: ErrorInfo, errorId: string) =>
    reportSecurityEvent('application_error', {
      message: (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX),
      errorId,
      component: name,
    });
  function Guarded({ crash, homeHref, ...props }: P & IslandProps) {
    return (
      <ErrorBoundary crash={crash} homeHref={homeHref} onError={report}>
        <Inner {...(props as P)} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `Island(${name})`;
  return Guarded;
}
