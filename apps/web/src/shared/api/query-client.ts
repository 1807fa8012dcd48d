import { MutationCache, QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query';
import i18next from 'i18next';
import { toApiError } from './errors';
import { toastError } from './notify';

const statusOf = (error: unknown): number | null => toApiError(error).status;
const t = (key: string) => i18next.t(key);

/** Server and network failures of a query that has nothing to show go to the error page. */
const showsErrorPage = (error: unknown, query: { state: { data: unknown }; meta?: QueryMeta }) => {
  const status = statusOf(error);
  return status !== null && status >= 500 && query.state.data === undefined && !query.meta?.silent;
};

/**
 * TanStack Query with the spec's defaults: 3 retries with the delay doubling up to 30 s (never for
 * 4xx answers, which a retry will not change), unused entries dropped after 5 minutes.
 *
 * Errors: a query failing with 5xx and no data throws to the route's error page (log ID, time,
 * API, path); any other failed query or mutation shows the server's message as a toast, unless it
 * sets `meta: { silent: true }` or a mutation handles errors itself with its own `onError`.
 */
function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent || showsErrorPage(error, query)) return;
        toastError(toApiError(error, t).message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent || mutation.options.onError) return;
        toastError(toApiError(error, t).message);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = statusOf(error);
          if (status !== null && status >= 400 && status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        throwOnError: showsErrorPage,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The app's one QueryClient. Only the signed-in layout provides it, so the login page does not
 * load the query library.
 */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
