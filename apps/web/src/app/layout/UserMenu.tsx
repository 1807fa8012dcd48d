import { Avatar, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session';
import styles from './layout.module.css';

/** Avatar and name in the header, with User Center, User Setting and Sign Out. */
export default function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  if (!user) return null;
  const display = user.nickname || user.name || user.account;

  const onClick = async (key: string) => {
    if (key === 'center') navigate('/user/center');
    else if (key === 'settings') navigate('/user/settings');
    else if (key === 'signOut') {
      await signOut();
      navigate('/login', { replace: true });
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        onClick: ({ key }) => void onClick(key),
        items: [
          { key: 'center', icon: <UserOutlined />, label: t('shell.userCenter') },
          { key: 'settings', icon: <SettingOutlined />, label: t('shell.userSettings') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('shell.signOut'), danger: true },
        ],
      }}
    >
      <button type="button" className={styles.userButton} aria-label={t('shell.userMenu')}>
        <Avatar size={28} src={user.avatar || undefined} className={styles.avatar}>
          {display.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className={styles.userName} title={display}>
          {display}
        </span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
