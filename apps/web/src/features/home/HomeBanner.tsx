import { Button, Carousel, Tag } from 'antd';
import { ArrowRightOutlined, BarChartOutlined, BookOutlined, RobotOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuFor } from '@portal/contracts';
import { useSession } from '@/app/session';
import styles from './home.module.css';

const GUIDES = [
  { key: 'agents', icon: <RobotOutlined />, tone: styles.toneBlue },
  { key: 'knowledge', icon: <BookOutlined />, tone: styles.toneTeal },
  { key: 'data', icon: <BarChartOutlined />, tone: styles.toneIndigo },
  { key: 'admin', icon: <SettingOutlined />, tone: styles.toneSlate },
] as const;

/** Banner guides introducing the product's areas. */
export default function HomeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useSession();
  const adminPath = menuFor(features).find((m) => m.key === 'admin')?.children?.[0]?.path;

  return (
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={6000} className={styles.carousel}>
      {GUIDES.map(({ key, icon, tone }) => (
        <div key={key}>
          <div className={`${styles.slide} ${tone}`}>
            <div className={styles.slideText}>
              <span className={styles.eyebrow}>{t('home.banner.eyebrow')}</span>
              <h2 className={styles.slideTitle}>{t(`home.banner.${key}.title`)}</h2>
              <p className={styles.slideDescription}>{t(`home.banner.${key}.text`)}</p>
              {key === 'admin' ? (
                adminPath ? (
                  <Button ghost icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate(adminPath)}>
                    {t('home.banner.admin.action')}
                  </Button>
                ) : (
                  <Tag className={styles.soonTag}>{t('home.banner.admin.noAccess')}</Tag>
                )
              ) : (
                <Tag className={styles.soonTag}>{t('home.comingSoon')}</Tag>
              )}
            </div>
            <div className={styles.slideArt} aria-hidden="true">
              {icon}
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
