import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import RequireAuth from './guards/RequireAuth';
import RouteErrorPage from './RouteErrorPage';

// Every page and the layout load on demand: the login page stays small.
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const MainLayout = lazy(() => import('./layout/MainLayout'));
const HomePage = lazy(() => import('@/features/home/HomePage'));
const UserCenterPage = lazy(() => import('@/features/profile/UserCenterPage'));
const UserSettingsPage = lazy(() => import('@/features/profile/UserSettingsPage'));
const OrgsPage = lazy(() => import('@/features/admin/orgs/OrgsPage'));
const UsersPage = lazy(() => import('@/features/admin/users/UsersPage'));
const RolesPage = lazy(() => import('@/features/admin/roles/RolesPage'));
const LogsPage = lazy(() => import('@/features/admin/logs/LogsPage'));
const NotAuthorizedPage = lazy(() => import('@/features/errors/NotAuthorizedPage'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));
const ErrorPage = lazy(() => import('@/features/errors/ErrorPage'));

/** Breadcrumb and title of pages that are not in the menu tree (menu pages take theirs from it). */
export interface RouteHandle {
  titleKey?: string;
}

export const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/error',
    element: (
      <Suspense fallback={null}>
        <ErrorPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Suspense fallback={null}>
          <MainLayout />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page show inside the layout, with the menu still there.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'user/center', element: <UserCenterPage />, handle: { titleKey: 'shell.userCenter' } satisfies RouteHandle },
          { path: 'user/settings', element: <UserSettingsPage />, handle: { titleKey: 'shell.userSettings' } satisfies RouteHandle },
          { path: 'admin/organizations', element: <OrgsPage /> },
          { path: 'admin/users', element: <UsersPage /> },
          { path: 'admin/roles', element: <RolesPage /> },
          { path: 'admin/logs', element: <LogsPage /> },
          { path: '403', element: <NotAuthorizedPage />, handle: { titleKey: 'page.notAuthorized.crumb' } satisfies RouteHandle },
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'page.notFound.crumb' } satisfies RouteHandle },
        ],
      },
    ],
  },
]);
