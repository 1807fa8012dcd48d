import { useEffect, useState, useSyncExternalStore } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { getLocaleState, subscribeLocale } from '@/shared/i18n/locale';
import AppErrorBoundary from './AppErrorBoundary';
import MessageBridge from './MessageBridge';
import { router } from './router';
import { sessionStore } from './session-store';
import { theme } from './theme';
import './global.css';

/** Providers around the routed app: antd theme and locale, toasts, queries, error boundary. */
export default function Root() {
  const { antdLocale } = useSyncExternalStore(subscribeLocale, getLocaleState);
  const [queryClient] = useState(createQueryClient);
  // The next user must not see the previous user's cached data.
  useEffect(() => sessionStore.onSignedOut(() => queryClient.clear()), [queryClient]);

  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
