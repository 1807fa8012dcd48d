import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/shared/api/query-client';
import { subscribeLocale } from '@/shared/i18n/locale';
import { sessionStore } from '../session-store';
import AppFrame from './AppFrame';

/**
 * Everything behind sign-in: the app frame, with TanStack Query provided to every page. Query
 * lives here rather than at the root so that the login page does not load it.
 */
export default function MainLayout() {
  const queryClient = getQueryClient();
  useEffect(() => {
    // The next user must not see the previous user's cached data.
    const offSignOut = sessionStore.onSignedOut(() => queryClient.clear());
    // Texts that come from the server (menus, messages) follow a language change.
    const offLocale = subscribeLocale(() => void queryClient.invalidateQueries());
    return () => {
      offSignOut();
      offLocale();
    };
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame />
    </QueryClientProvider>
  );
}
