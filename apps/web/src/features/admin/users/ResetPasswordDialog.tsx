import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { resetUserPassword, type User } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { applyIssues, failureMessage } from '@/shared/resource-table';
import { userRules } from './userRules';

interface Values {
  password: string;
  confirmPassword: string;
}

/** An administrator sets a new password for a user. */
export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const rules = userRules(t);

  const submit = async () => {
    if (!user) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(resetUserPassword({ path: { id: user.id }, body: { password: values.password } }));
      message.success(t('admin.users.resetSuccess'));
      onClose();
    } catch (err) {
      if (!applyIssues(form, err)) message.error(failureMessage(err, t('admin.users.resetFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('admin.users.resetPassword')}
      onCancel={onClose}
      onOk={submit}
      okText={t('admin.table.save')}
      cancelText={t('admin.table.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {user && (
        <Typography.Paragraph type="secondary">
          {t('admin.users.resetFor', { name: user.name, account: user.account })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="password" label={t('admin.users.newPassword')} rules={rules.password} extra={t('admin.users.passwordHint', { min: LIMITS.passwordMin })}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('admin.users.confirmPassword')} dependencies={['password']} rules={rules.confirmPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
