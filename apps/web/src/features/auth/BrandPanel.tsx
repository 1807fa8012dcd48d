import { BarChartOutlined, BookOutlined, RobotOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import BrandMark from '@/shared/components/BrandMark';
import styles from './login.module.css';

const HIGHLIGHTS = [
  { key: 'agents', icon: <RobotOutlined /> },
  { key: 'knowledge', icon: <BookOutlined /> },
  { key: 'data', icon: <BarChartOutlined /> },
  { key: 'security', icon: <SafetyCertificateOutlined /> },
] as const;

/** The left half of the login page: product name, promise and what it offers. */
export default function BrandPanel() {
  const { t } = useTranslation();
  return (
    <aside className={styles.brandPanel}>
      <div className={styles.brandTop}>
        <BrandMark size={40} />
        <span className={styles.brandName}>{t('app.name')}</span>
      </div>
      <div className={styles.brandBody}>
        <h1 className={styles.brandHeadline}>{t('login.brand.headline')}</h1>
        <p className={styles.brandTagline}>{t('login.brand.tagline')}</p>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map(({ key, icon }) => (
            <li key={key}>
              <span className={styles.highlightIcon}>{icon}</span>
              <span>
                <strong>{t(`login.brand.${key}.title`)}</strong>
                <small>{t(`login.brand.${key}.text`)}</small>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.brandFooter}>{t('login.copyright', { year: new Date().getFullYear() })}</div>
    </aside>
  );
}
