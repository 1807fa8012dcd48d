import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportFrom, type ErrorReport } from '@/features/errors/error-report';

const ErrorView = lazy(() => import('@/features/errors/ErrorView'));

interface Props {
  children: ReactNode;
}
interface State {
  report: ErrorReport | null;
}

/** Last line of defence around the whole app: a crash shows the error page, not a blank screen. */
export default class AppErrorBoundary extends Component<Props, State> {
  override state: State = { report: null };

  static getDerivedStateFromError(error: unknown): State {
    return { report: reportFrom(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (!this.state.report) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorView report={this.state.report} />
      </Suspense>
    );
  }
}
