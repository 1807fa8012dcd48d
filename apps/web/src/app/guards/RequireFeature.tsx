import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import NotAuthorizedPage from '@/features/errors/NotAuthorizedPage';
import { useSession } from '../session';
import { featureForPath } from '../layout/menu-trail';

/** A page whose menu entry needs a feature the user lacks shows the not-authorised page. */
export default function RequireFeature({ children }: { children: ReactNode }) {
  const { hasFeature } = useSession();
  const { pathname } = useLocation();
  const feature = featureForPath(pathname.replace(/\/+$/, '') || '/');
  if (feature && !hasFeature(feature)) return <NotAuthorizedPage />;
  return children;
}
