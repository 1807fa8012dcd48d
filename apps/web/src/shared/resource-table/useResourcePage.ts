import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contracts';
import { ApiError } from '@/shared/api/errors';
import type { PageParams, ResourceTableConfig } from './types';

export interface ResourcePageState {
  page: number;
  pageSize: number;
  keyword: string;
  sort?: string;
  order?: 'asc' | 'desc';
  deleted: boolean;
}

/** Query-key root of a resource: invalidate it after a change. */
export const resourceKey = (resource: string) => ['admin', resource] as const;

/** Client errors (4xx) will not heal by retrying; server and network errors may. */
export const retryTransient = (count: number, err: unknown) =>
  count < 3 && !(err instanceof ApiError && err.status !== null && err.status < 500);

/** Paging, search, sort and recycle-bin state of a resource table, and the page query. */
export function useResourcePage<T, V, F>(config: ResourceTableConfig<T, V, F>, enabled: boolean) {
  const [state, setState] = useState<ResourcePageState>({
    page: 1,
    pageSize: LIMITS.pageSizeDefault,
    keyword: '',
    sort: config.defaultSort?.sort,
    order: config.defaultSort?.order,
    deleted: false,
  });
  const filters = (config.filters ?? {}) as F;
  const filtersKey = JSON.stringify(filters);

  // A new filter from the page starts again at page 1 (adjusted during render: no stale fetch).
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey);
    if (state.page !== 1) setState((s) => ({ ...s, page: 1 }));
  }

  const params: PageParams<F> = useMemo(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      keyword: state.keyword.trim() || undefined,
      sort: state.sort,
      order: state.sort ? state.order : undefined,
      deleted: state.deleted,
      filters,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, filtersKey],
  );

  const query = useQuery({
    queryKey: [...resourceKey(config.resource), 'page', params],
    queryFn: () => config.fetchPage(params),
    placeholderData: keepPreviousData,
    retry: retryTransient,
    enabled,
  });

  // The last page may become empty after a delete: step back.
  const total = query.data?.total ?? 0;
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / state.pageSize));
    if (query.data && state.page > last) setState((s) => ({ ...s, page: last }));
  }, [total, state.page, state.pageSize, query.data]);

  const update = (patch: Partial<ResourcePageState>) => setState((s) => ({ ...s, ...patch }));
  return { state, params, query, update };
}
