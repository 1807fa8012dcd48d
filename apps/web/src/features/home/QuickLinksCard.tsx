import { Card } from 'antd';
import { RightOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuFor } from '@portal/contracts';
import { useSession } from '@/app/session';
import { menuIcon } from '@/shared/components/menu-icons';
import styles from './home.module.css';

/** Shortcuts to what this user can open. */
export default function QuickLinksCard() {
  const { t } = useTranslation();
  const { features } = useSession();
  const admin = menuFor(features).find((m) => m.key === 'admin')?.children ?? [];
  const links = [
    { to: '/user/center', icon: <UserOutlined />, label: t('shell.userCenter') },
    { to: '/user/settings', icon: <SettingOutlined />, label: t('shell.userSettings') },
    ...admin.map((m) => ({ to: m.path ?? '/', icon: menuIcon(m.icon), label: t(`menu.${m.key}`) })),
  ];
  return (
    <Card title={t('home.quick.title')} style={{ height: '100%' }}>
      <ul className={styles.quickList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.quickLink}>
              <span className={styles.quickIcon}>{link.icon}</span>
              <span className={styles.quickLabel}>{link.label}</span>
              <RightOutlined className={styles.quickArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
