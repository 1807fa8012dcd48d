import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../router';
import { menuTrail } from './menu-trail';

/** Where the user is: the menu trail for menu pages, Home > title for the others. */
export default function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const trail = menuTrail(pathname.replace(/\/+$/, '') || '/');

  let items: { title: ReactNode }[];
  if (trail.length) {
    items = trail.map((node, i) => ({
      title:
        node.path && i < trail.length - 1 ? <Link to={node.path}>{t(`menu.${node.key}`)}</Link> : t(`menu.${node.key}`),
    }));
  } else {
    const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as RouteHandle | undefined;
    items = [{ title: <Link to="/">{t('menu.home')}</Link> }];
    if (handle?.titleKey) items.push({ title: t(handle.titleKey) });
  }
  return <Breadcrumb items={items} />;
}
