import { Button, Result } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './errors.module.css';

/** "Sorry, you are not authorized to access this page", with a way home. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Result
        status="403"
        title={t('page.notAuthorized.title')}
        subTitle={t('page.notAuthorized.hint')}
        extra={
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {t('page.backHome')}
          </Button>
        }
      />
    </div>
  );
}
