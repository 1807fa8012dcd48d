import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getOrgTree } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { retryTransient } from '@/shared/resource-table';
import { indexOrgTree } from './orgTreeData';

/** Query key of the organisation tree: refresh it after organisations or users change. */
export const ORG_TREE_KEY = ['admin', 'orgTree'] as const;

/** The organisation tree, plus a lookup of every node by id. */
export function useOrgTree(enabled = true) {
  const query = useQuery({
    queryKey: ORG_TREE_KEY,
    queryFn: () => call(getOrgTree()),
    retry: retryTransient,
    enabled,
  });
  const byId = useMemo(() => indexOrgTree(query.data ?? []), [query.data]);
  return { ...query, tree: query.data ?? [], byId };
}
