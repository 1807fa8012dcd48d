import { Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session';
import HomeBanner from './HomeBanner';
import QuickLinksCard from './QuickLinksCard';
import RecentFilesCard from './RecentFilesCard';
import styles from './home.module.css';

dayjs.extend(localizedFormat);

function greetingKey(hour: number) {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** Home: a greeting, banner guides to the product's areas, recent files and shortcuts. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const now = dayjs();
  return (
    <div className={styles.page}>
      <div className={styles.welcome}>
        <Typography.Title level={3} className={styles.welcomeTitle}>
          {t(greetingKey(now.hour()), { name: user?.nickname || user?.name || user?.account || '' })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {now.format('LL')} · {t('home.welcome')}
        </Typography.Text>
      </div>
      <HomeBanner />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <RecentFilesCard />
        </Col>
        <Col xs={24} xl={8}>
          <QuickLinksCard />
        </Col>
      </Row>
    </div>
  );
}
