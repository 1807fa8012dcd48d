import { MENU_TREE, type MenuNode } from '@portal/contracts';

/** The chain of menu nodes leading to `path` (group first), or [] when the path is not in the menu. */
export function menuTrail(path: string, nodes: MenuNode[] = MENU_TREE): MenuNode[] {
  for (const node of nodes) {
    if (node.path && node.path === path) return [node];
    if (node.children) {
      const inner = menuTrail(path, node.children);
      if (inner.length) return [node, ...inner];
    }
  }
  return [];
}

/** The feature a path needs according to the menu tree, if any. */
export function featureForPath(path: string): string | undefined {
  const trail = menuTrail(path);
  return trail[trail.length - 1]?.feature;
}
