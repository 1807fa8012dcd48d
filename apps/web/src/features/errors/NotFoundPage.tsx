import { Button, Result, Space } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './errors.module.css';

/** 404: "I can't find this page anymore", with a suggestion and a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Result
        status="404"
        title={t('page.notFound.title')}
        subTitle={t('page.notFound.suggestion')}
        extra={
          <Space wrap>
            <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
              {t('page.backHome')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {t('page.goBack')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
