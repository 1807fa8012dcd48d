import { Avatar, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { EditOutlined, MailOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getMeOptions } from '@portal/api-client';
import { genderKey, userTypeKey } from './profile-labels';
import styles from './profile.module.css';

/** User Center: the signed-in user's profile, read-only. */
export default function UserCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me, isPending } = useQuery({ ...getMeOptions(), select: (res) => res.data });

  if (isPending || !me) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const display = me.nickname || me.name || me.account;
  const text = (v: string | null | undefined) => v || <Typography.Text type="secondary">-</Typography.Text>;

  return (
    <div className={styles.page}>
      <Card className={styles.hero}>
        <div className={styles.heroBody}>
          <Avatar size={72} src={me.avatar || undefined} className={styles.heroAvatar}>
            {display.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className={styles.heroText}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {me.name}
              {me.nickname ? <Typography.Text type="secondary" className={styles.nick}>({me.nickname})</Typography.Text> : null}
            </Typography.Title>
            <Space size={16} wrap className={styles.heroMeta}>
              <span>@{me.account}</span>
              {me.email && (
                <span>
                  <MailOutlined /> {me.email}
                </span>
              )}
              {me.orgName && (
                <span>
                  <TeamOutlined /> {me.orgName}
                </span>
              )}
            </Space>
            <Space size={4} wrap>
              <Tag color="blue">{t(userTypeKey(me.userType))}</Tag>
              {me.isBuiltinAdmin && <Tag color="gold">{t('profile.builtinAdmin')}</Tag>}
            </Space>
          </div>
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate('/user/settings')}>
            {t('profile.edit')}
          </Button>
        </div>
      </Card>
      <Card title={t('profile.basicInfo')}>
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'account', label: t('field.account'), children: me.account },
            { key: 'username', label: t('field.username'), children: me.username },
            { key: 'name', label: t('field.name'), children: me.name },
            { key: 'nickname', label: t('field.nickname'), children: text(me.nickname) },
            { key: 'email', label: t('field.email'), children: text(me.email) },
            { key: 'org', label: t('field.orgName'), children: text(me.orgName) },
            { key: 'mobile', label: t('field.mobile'), children: text(me.mobile) },
            { key: 'officePhone', label: t('field.officePhone'), children: text(me.officePhone) },
            { key: 'wechat', label: t('field.wechat'), children: text(me.wechat) },
            { key: 'gender', label: t('field.gender'), children: t(genderKey(me.gender)) },
            { key: 'workNo', label: t('field.workNo'), children: text(me.workNo) },
            { key: 'birthDate', label: t('field.birthDate'), children: text(me.birthDate) },
            { key: 'onboardDate', label: t('field.onboardDate'), children: text(me.onboardDate) },
            { key: 'userType', label: t('field.userType'), children: t(userTypeKey(me.userType)) },
            { key: 'description', label: t('field.description'), children: text(me.description), span: 'filled' },
          ]}
        />
      </Card>
    </div>
  );
}
