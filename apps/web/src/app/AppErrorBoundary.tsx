import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorView from '@/features/errors/ErrorView';
import { reportFrom, type ErrorReport } from '@/features/errors/error-report';

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
    return this.state.report ? <ErrorView report={this.state.report} /> : this.props.children;
  }
}
