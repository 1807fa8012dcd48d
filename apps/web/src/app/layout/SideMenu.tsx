import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getMyMenusOptions, type MenuNode } from '@portal/api-client';
import { menuFor } from '@portal/contracts';
import { useSession } from '../session';
import { menuIcon } from '@/shared/components/menu-icons';
import { menuTrail } from './menu-trail';

type Item = Required<MenuProps>['items'][number];

const groupKey = (node: MenuNode) => `group:${node.key}`;

/** The sider menu from the server's menu tree (the local tree fills in until it arrives). */
export default function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { features } = useSession();
  const { data: menus } = useQuery({
    ...getMyMenusOptions(),
    select: (res) => res.data,
    placeholderData: () => ({ success: true as const, data: menuFor(features) }),
    staleTime: 60_000,
  });

  const items = useMemo(() => {
    const toItem = (node: MenuNode): Item =>
      node.children?.length
        ? { key: groupKey(node), icon: menuIcon(node.icon), label: t(`menu.${node.key}`), children: node.children.map(toItem) }
        : { key: node.path ?? node.key, icon: menuIcon(node.icon), label: t(`menu.${node.key}`) };
    return (menus ?? []).map(toItem);
  }, [menus, t]);

  const trail = menuTrail(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map(groupKey));
  useEffect(() => {
    const groups = menuTrail(pathname).slice(0, -1).map(groupKey);
    if (groups.length) setOpenKeys((keys) => [...new Set([...keys, ...groups])]);
  }, [pathname]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (key.startsWith('/')) navigate(key);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
