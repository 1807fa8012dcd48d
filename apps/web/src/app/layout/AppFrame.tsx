import { Suspense, useState } from 'react';
import { Button, Layout, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import BrandMark from '@/shared/components/BrandMark';
import LanguageSwitcher from '@/shared/components/LanguageSwitcher';
import PageLoading from '@/shared/components/PageLoading';
import { STORAGE, readStorage, writeStorage } from '@/shared/storage-keys';
import RequireFeature from '../guards/RequireFeature';
import AppBreadcrumb from './AppBreadcrumb';
import SideMenu from './SideMenu';
import UserMenu from './UserMenu';
import styles from './layout.module.css';

/** The signed-in frame: collapsible sider menu, header with breadcrumb, language and user menu. */
export default function AppFrame() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => readStorage(STORAGE.siderCollapsed) === '1');
  const toggle = () => {
    setCollapsed((c) => {
      writeStorage(STORAGE.siderCollapsed, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <Layout className={styles.shell}>
      <Layout.Sider
        width={232}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={(broken) => broken && setCollapsed(true)}
        className={styles.sider}
      >
        <Link to="/" className={styles.brand} aria-label={t('app.name')}>
          <BrandMark size={30} />
          {!collapsed && <span className={styles.brandName}>{t('app.name')}</span>}
        </Link>
        <nav aria-label={t('shell.navigation')}>
          <SideMenu collapsed={collapsed} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <div className={styles.headerLeft}>
            <Tooltip title={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}>
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggle}
                aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
              />
            </Tooltip>
            <div className={styles.crumbs}>
              <AppBreadcrumb />
            </div>
          </div>
          <div className={styles.headerRight}>
            <LanguageSwitcher />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <RequireFeature>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RequireFeature>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
