import { describe, expect, it } from 'vitest';
import type { OrganizationTreeNode } from '@portal/api-client';
import { indexOrgTree, subtreeMatches, toTreeSelect, type OrgOption } from './orgTreeData';

function org(id: string, name: string, children: OrganizationTreeNode[] = []): OrganizationTreeNode {
  return {
    id,
    parentId: null,
    name,
    isExternal: false,
    sort: 0,
    userCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    deletedAt: null,
    children,
  };
}

//  Head Office
//  ├─ Sales
//  │  └─ Sales East
//  └─ R&D
//  Partner Co
const tree = [
  org('hq', 'Head Office', [org('sales', 'Sales', [org('east', 'Sales East')]), org('rd', 'R&D')]),
  org('partner', 'Partner Co'),
];

/** Every value of the options, depth first. */
const valuesOf = (options: OrgOption[]): string[] => options.flatMap((o) => [o.value, ...valuesOf(o.children)]);

describe('indexOrgTree', () => {
  it('finds every node by id, at any depth', () => {
    const byId = indexOrgTree(tree);
    expect([...byId.keys()].sort()).toEqual(['east', 'hq', 'partner', 'rd', 'sales']);
    expect(byId.get('east')?.name).toBe('Sales East');
    expect(byId.get('hq')).toBe(tree[0]);
  });

  it('is empty for an empty tree', () => {
    expect(indexOrgTree([]).size).toBe(0);
  });
});

describe('toTreeSelect', () => {
  it('keeps the shape of the tree with value, key and title from each node', () => {
    expect(toTreeSelect([org('hq', 'Head Office', [org('rd', 'R&D')])])).toEqual([
      { value: 'hq', key: 'hq', title: 'Head Office', children: [{ value: 'rd', key: 'rd', title: 'R&D', children: [] }] },
    ]);
  });

  it('drops the excluded organisation together with its subtree', () => {
    const options = toTreeSelect(tree, 'sales');
    expect(valuesOf(options)).toEqual(['hq', 'rd', 'partner']);
    expect(options[0].children.map((c) => c.value)).toEqual(['rd']);
  });

  it('drops an excluded organisation without children', () => {
    expect(valuesOf(toTreeSelect(tree, 'east'))).toEqual(['hq', 'sales', 'rd', 'partner']);
  });

  it('can exclude a root', () => {
    expect(toTreeSelect(tree, 'hq').map((o) => o.value)).toEqual(['partner']);
  });

  it('keeps everything when the excluded id is not in the tree', () => {
    expect(toTreeSelect(tree, 'nowhere')).toEqual(toTreeSelect(tree));
  });
});

describe('subtreeMatches', () => {
  it('matches on the node name, case-insensitively for a lower-cased query', () => {
    expect(subtreeMatches(tree[1], 'partner')).toBe(true);
  });

  it('matches an ancestor of a matching node, so the path to it stays visible', () => {
    expect(subtreeMatches(tree[0], 'east')).toBe(true);
  });

  it('does not match a subtree without the text', () => {
    expect(subtreeMatches(tree[1], 'sales')).toBe(false);
    expect(subtreeMatches(tree[0], 'partner')).toBe(false);
  });
});
