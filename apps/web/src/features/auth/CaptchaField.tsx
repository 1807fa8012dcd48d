import { Form, Input, Space } from 'antd';
import { LoadingOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@portal/api-client';
import { svgDataUrl } from '@/shared/utils/data-url';
import styles from './login.module.css';

interface Props {
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
}

/** Image code input; clicking the image fetches a new one. */
export default function CaptchaField({ captcha, loading, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.captcha.label')} required>
      <Space.Compact block>
        <Form.Item name="captchaText" noStyle rules={[{ required: true, whitespace: true, message: t('login.captcha.required') }]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captcha.placeholder')}
            maxLength={8}
            autoComplete="off"
            spellCheck={false}
          />
        </Form.Item>
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          title={t('login.captcha.refresh')}
          aria-label={t('login.captcha.refresh')}
        >
          {loading || !captcha ? <LoadingOutlined /> : <img src={svgDataUrl(captcha.svg)} alt={t('login.captcha.alt')} width={120} height={40} />}
        </button>
      </Space.Compact>
    </Form.Item>
  );
}
