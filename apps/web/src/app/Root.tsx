import { useSyncExternalStore } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { getLocaleState, subscribeLocale } from '@/shared/i18n/locale';
import AppErrorBoundary from './AppErrorBoundary';
import MessageBridge from './MessageBridge';
import { router } from './router';
import { theme } from './theme';
import './global.css';

/**
 * Providers around the routed app: antd theme and locale, toasts, error boundary. TanStack Query is
 * provided by the signed-in layout (see MainLayout), which keeps it off the login page.
 */
export default function Root() {
  const { antdLocale } = useSyncExternalStore(subscribeLocale, getLocaleState);

  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <AntApp>
        <MessageBridge />
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
