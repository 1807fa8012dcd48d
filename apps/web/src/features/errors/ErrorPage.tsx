import { useLocation, useNavigate } from 'react-router';
import ErrorView from './ErrorView';
import { isErrorReport } from './error-report';

/** The /error route: shows the report handed over in the navigation state, if any. */
export default function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const report = isErrorReport(state) ? state : null;
  return <ErrorView report={report} onHome={() => navigate('/')} />;
}
