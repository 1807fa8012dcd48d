import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: ReactNode;
  /** Width in pixels. */
  size: number;
  onClose: () => void;
  /** Buttons in the header, beside the title. */
  extra?: ReactNode;
  /** False for those who may only look: their footer is a lone "Close" instead of "Cancel" and "Save". */
  editable: boolean;
  saving: boolean;
  /** Saving waits until what it would save has loaded. */
  saveDisabled: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** A side drawer that edits one thing of a record and saves it from its footer. */
export function EditorDrawer({ open, title, size, onClose, extra, editable, saving, saveDisabled, onSave, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      destroyOnHidden
      extra={extra}
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t(editable ? 'admin.table.cancel' : 'admin.table.close')}</Button>
            {editable && (
              <Button type="primary" loading={saving} disabled={saveDisabled} onClick={onSave}>
                {t('admin.table.save')}
              </Button>
            )}
          </Space>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
