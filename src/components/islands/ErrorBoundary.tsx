import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from '../../lib/error-id.ts';
import { CrashScreen, type CrashStrings } from '../ui/CrashScreen.tsx';

interface ErrorBoundaryProps {
  crash: CrashStrings;
  homeHref: string;
  children: ReactNode;
  /** Told about every caught error (the security monitor reports it as application_error). */
  onError?: (error: Error, info: ErrorInfo) => void;
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
    this.props.onError?.(error, info);
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

export interface IslandProps {
  crash: CrashStrings;
  homeHref: string;
}

/** Turns a component into an island guarded by the error boundary. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>) {
  function Guarded({ crash, homeHref, ...props }: P & IslandProps) {
    return (
      <ErrorBoundary crash={crash} homeHref={homeHref}>
        <Inner {...(props as P)} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `Island(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
