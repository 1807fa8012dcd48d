import { useMemo } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import ErrorView from '@/features/errors/ErrorView';
import { reportFrom } from '@/features/errors/error-report';
import NotFoundPage from '@/features/errors/NotFoundPage';

/** The router's error element: unexpected render or data errors end up on the error page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const report = useMemo(() => reportFrom(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorView report={report} onHome={() => navigate('/')} />;
}
