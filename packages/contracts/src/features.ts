/**
 * The feature catalogue: every feature point a role can grant. Routes name one of these codes
 * (or PUBLIC / AUTHENTICATED); the menu tree is derived from it. Titles are i18n keys `feature.<code>`.
 */
export const PUBLIC = 'public' as const;
export const AUTHENTICATED = 'authenticated' as const;

export interface FeatureNode {
  code: string;
  children?: FeatureNode[];
}

export const FEATURE_TREE: FeatureNode[] = [
  {
    code: 'admin',
    children: [
      { code: 'admin.orgs', children: [{ code: 'admin.orgs.view' }, { code: 'admin.orgs.manage' }] },
      { code: 'admin.users', children: [{ code: 'admin.users.view' }, { code: 'admin.users.manage' }] },
      { code: 'admin.roles', children: [{ code: 'admin.roles.view' }, { code: 'admin.roles.manage' }] },
      { code: 'admin.logs', children: [{ code: 'admin.logs.view' }] },
    ],
  },
];

function leaves(nodes: FeatureNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]));
}

/** Feature points (leaves): the only codes a role may hold and a route may require. */
export const FEATURE_CODES = leaves(FEATURE_TREE);
export type FeatureCode = string;
export type RouteFeature = FeatureCode | typeof PUBLIC | typeof AUTHENTICATED;

export const isFeatureCode = (code: string) => FEATURE_CODES.includes(code);

export interface MenuNode {
  key: string;
  /** Web path; absent on groups. */
  path?: string;
  /** Feature needed to see it; absent means every signed-in user. */
  feature?: FeatureCode;
  icon?: string;
  children?: MenuNode[];
}

/** Menu titles are i18n keys `menu.<key>`. */
export const MENU_TREE: MenuNode[] = [
  { key: 'home', path: '/', icon: 'home' },
  {
    key: 'admin',
    icon: 'setting',
    children: [
      { key: 'admin.orgs', path: '/admin/organizations', feature: 'admin.orgs.view', icon: 'apartment' },
      { key: 'admin.users', path: '/admin/users', feature: 'admin.users.view', icon: 'user' },
      { key: 'admin.roles', path: '/admin/roles', feature: 'admin.roles.view', icon: 'safety' },
      { key: 'admin.logs', path: '/admin/logs', feature: 'admin.logs.view', icon: 'profile' },
    ],
  },
];

/** The menu a user with these features may see: groups without visible children disappear. */
export function menuFor(features: ReadonlySet<string>, nodes: MenuNode[] = MENU_TREE): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.children) {
      const children = menuFor(features, node.children);
      if (children.length) out.push({ ...node, children });
    } else if (!node.feature || features.has(node.feature)) {
      out.push(node);
    }
  }
  return out;
}
