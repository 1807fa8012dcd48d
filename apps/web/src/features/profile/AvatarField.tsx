import { App, Avatar, Button, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { readAsDataUrl } from '@/shared/utils/data-url';
import styles from './profile.module.css';

const TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Letter shown when there is no image. */
  fallback: string;
}

/** Avatar picker: a jpg, png or svg of at most 200 KB, kept as a data URL. */
export default function AvatarField({ value, onChange, fallback }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const pick = async (file: File) => {
    if (!TYPES.includes(file.type)) {
      message.error(t('validation.avatar.format'));
      return;
    }
    if (file.size > LIMITS.avatarMaxBytes) {
      message.error(t('validation.avatar.size'));
      return;
    }
    try {
      onChange?.(await readAsDataUrl(file));
    } catch {
      message.error(t('validation.avatar.format'));
    }
  };

  return (
    <div className={styles.avatarRow}>
      <Avatar size={80} src={value || undefined} className={styles.avatarPreview}>
        {fallback}
      </Avatar>
      <div className={styles.avatarActions}>
        <Space>
          <Upload
            accept=".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml"
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('profile.avatar.upload')}</Button>
          </Upload>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t('profile.avatar.remove')}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary">{t('profile.avatar.hint')}</Typography.Text>
      </div>
    </div>
  );
}
