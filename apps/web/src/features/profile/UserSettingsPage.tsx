import { Card, Skeleton, Tabs } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getMeOptions } from '@portal/api-client';
import ChangePasswordForm from './ChangePasswordForm';
import ProfileForm from './ProfileForm';
import styles from './profile.module.css';

/** User Setting: edit the own profile, change the password (?tab=password opens the latter). */
export default function UserSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'profile';
  const { data: me } = useQuery({ ...getMeOptions(), select: (res) => res.data });

  return (
    <Card className={styles.settings}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'password' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'profile',
            label: t('profile.tab.profile'),
            icon: <UserOutlined />,
            children: me ? <ProfileForm key={me.updatedAt} me={me} /> : <Skeleton active paragraph={{ rows: 8 }} />,
          },
          {
            key: 'password',
            label: t('profile.tab.password'),
            icon: <LockOutlined />,
            children: <ChangePasswordForm />,
          },
        ]}
      />
    </Card>
  );
}
