import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getOrgTree, type OrganizationTreeNode } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { retryTransient } from '@/shared/resource-table';

/** Query key of the organisation tree: refresh it after organisations or users change. */
export const ORG_TREE_KEY = ['admin', 'orgTree'] as const;

export interface OrgOption {
  value: string;
  title: string;
  key: string;
  disabled?: boolean;
  children: OrgOption[];
}

/** The organisation tree, plus a lookup of every node by id. */
export function useOrgTree(enabled = true) {
  const query = useQuery({
    queryKey: ORG_TREE_KEY,
    queryFn: () => call(getOrgTree()),
    retry: retryTransient,
    enabled,
  });
  const byId = useMemo(() => {
    const map = new Map<string, OrganizationTreeNode>();
    const walk = (nodes: OrganizationTreeNode[]) =>
      nodes.forEach((n) => {
        map.set(n.id, n);
        walk(n.children);
      });
    walk(query.data ?? []);
    return map;
  }, [query.data]);
  return { ...query, tree: query.data ?? [], byId };
}

/**
 * TreeSelect data from the tree. `exclude` removes a node and its subtree (an organisation
 * cannot move under itself).
 */
export function toTreeSelect(nodes: OrganizationTreeNode[], exclude?: string): OrgOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, key: n.id, title: n.name, children: toTreeSelect(n.children, exclude) }));
}
