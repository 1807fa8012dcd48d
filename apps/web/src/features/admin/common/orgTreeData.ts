import type { OrganizationTreeNode } from '@portal/api-client';

/*
 * Pure helpers on the organisation tree, apart from the query hook in orgTree.ts so that they run
 * (and are tested) without a browser or the API client.
 */

export interface OrgOption {
  value: string;
  title: string;
  key: string;
  disabled?: boolean;
  children: OrgOption[];
}

/** Every node of the tree by id, at any depth. */
export function indexOrgTree(nodes: OrganizationTreeNode[]): Map<string, OrganizationTreeNode> {
  const map = new Map<string, OrganizationTreeNode>();
  const walk = (list: OrganizationTreeNode[]) =>
    list.forEach((n) => {
      map.set(n.id, n);
      walk(n.children);
    });
  walk(nodes);
  return map;
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

/**
 * Whether the node's name, or that of any descendant, contains `query` (already lower-cased):
 * a filtered tree keeps the path down to each match.
 */
export function subtreeMatches(node: OrganizationTreeNode, query: string): boolean {
  return node.name.toLowerCase().includes(query) || node.children.some((c) => subtreeMatches(c, query));
}
