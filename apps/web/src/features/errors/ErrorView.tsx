import { Button, Descriptions, Result, Space, Typography, App } from 'antd';
import { CopyOutlined, HomeOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { reportText, type ErrorReport } from './error-report';
import styles from './errors.module.css';

interface Props {
  report: ErrorReport | null;
  /** Where "back to home" goes; a full page load after a crash, a route change otherwise. */
  onHome?: () => void;
}

/** "Oh, something went wrong" with log ID, time, API and path, and a feedback action. */
export default function ErrorView({ report, onHome }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const sendFeedback = async () => {
    if (!report) return;
    const text = reportText(report, t);
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('page.error.copied'));
    } catch {
      // Clipboard refused (insecure origin or permission): the e-mail still carries the details.
    }
    const subject = `${t('page.error.feedbackSubject')}${report.logId ? ` (${report.logId})` : ''}`;
    window.location.href = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  };

  const copy = async () => {
    if (!report) return;
    try {
      await navigator.clipboard.writeText(reportText(report, t));
      message.success(t('page.error.copied'));
    } catch {
      message.error(t('page.error.copyFailed'));
    }
  };

  return (
    <div className={styles.page}>
      <Result
        status="500"
        title={t('page.error.title')}
        subTitle={report?.message || t('page.error.subtitle')}
        extra={
          <Space wrap>
            <Button type="primary" icon={<HomeOutlined />} onClick={onHome ?? (() => window.location.assign('/'))}>
              {t('page.backHome')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              {t('page.error.reload')}
            </Button>
            {report && (
              <Button icon={<MailOutlined />} onClick={sendFeedback}>
                {t('page.error.feedback')}
              </Button>
            )}
          </Space>
        }
      >
        {report && (
          <div className={styles.details}>
            <Descriptions
              size="small"
              column={1}
              bordered
              title={<Typography.Text type="secondary">{t('page.error.details')}</Typography.Text>}
              extra={
                <Button size="small" type="text" icon={<CopyOutlined />} onClick={copy}>
                  {t('page.error.copy')}
                </Button>
              }
              items={[
                { key: 'logId', label: t('page.error.logId'), children: <Typography.Text code>{report.logId ?? '-'}</Typography.Text> },
                { key: 'time', label: t('page.error.time'), children: dayjs(report.time).format('YYYY-MM-DD HH:mm:ss') },
                { key: 'api', label: t('page.error.api'), children: report.api ?? '-' },
                { key: 'path', label: t('page.error.path'), children: report.path },
              ]}
            />
          </div>
        )}
      </Result>
    </div>
  );
}
