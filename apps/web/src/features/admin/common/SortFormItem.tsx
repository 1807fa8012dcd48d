import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** The `sort` field of the admin dialogs: the position of a record in lists, a whole number. */
export function SortFormItem() {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('admin.common.sort')} rules={[{ required: true, message: t('validation.required') }]}>
      <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
