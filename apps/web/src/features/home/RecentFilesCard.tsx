import { Card, Empty, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Recent files: empty until the knowledge base module arrives. */
export default function RecentFilesCard() {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <span>
          <FileTextOutlined style={{ marginInlineEnd: 8, color: '#1f5fff' }} />
          {t('home.recent.title')}
        </span>
      }
      style={{ height: '100%' }}
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text>{t('home.recent.empty')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('home.recent.hint')}</Typography.Text>
          </>
        }
        style={{ padding: '32px 0' }}
      />
    </Card>
  );
}
