import { lazy, Suspense, useMemo } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { reportFrom } from '@/features/errors/error-report';

const ErrorView = lazy(() => import('@/features/errors/ErrorView'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));

/** The router's error element: unexpected render or data errors end up on the error page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const report = useMemo(() => reportFrom(error), [error]);
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorView report={report} onHome={() => navigate('/')} />
      )}
    </Suspense>
  );
}
