import { useMemo, useState } from 'react';
import { App, Button, Form, Modal, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyIssues, failureMessage } from './messages';
import { resourceKey, retryTransient } from './useResourcePage';
import type { ResourceFormConfig } from './types';

export interface FormTarget<T> {
  mode: 'create' | 'edit';
  record?: T;
  id?: string;
}

interface Props<T, V> {
  resource: string;
  config: ResourceFormConfig<T, V>;
  target: FormTarget<T> | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}

/** The New/Edit dialog of a resource table: loads details, validates, maps server issues onto fields. */
export function ResourceFormModal<T, V extends object>({ resource, config, target, onClose, onSaved }: Props<T, V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const editing = target?.mode === 'edit';
  const needsDetail = editing && !!config.getDetail && !!target?.id;

  const detail = useQuery({
    queryKey: [...resourceKey(resource), 'detail', target?.id],
    queryFn: () => config.getDetail!(target!.id!),
    enabled: needsDetail,
    retry: retryTransient,
    gcTime: 0,
  });
  const record = needsDetail ? detail.data : target?.record;
  const ready = !!target && (!needsDetail || !!detail.data);

  const initialValues = useMemo(
    () => (ready ? config.initialValues(editing ? record : undefined) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target, ready, record],
  );
  const formKey = `${target?.mode}:${target?.id ?? ''}:${needsDetail ? detail.dataUpdatedAt : 0}`;

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their own messages
    }
    setSaving(true);
    try {
      if (editing) await config.update!(target!.id!, values, record as T);
      else await config.create!(values);
      message.success(t(editing ? 'admin.table.editSuccess' : 'admin.table.createSuccess'));
      await onSaved();
      onClose();
    } catch (err) {
      if (!applyIssues(form, err)) {
        message.error(failureMessage(err, t(editing ? 'admin.table.editFailed' : 'admin.table.createFailed')));
      }
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (needsDetail && detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('admin.table.config.detailFailed')}
        subTitle={failureMessage(detail.error, '')}
        extra={<Button onClick={() => detail.refetch()}>{t('admin.table.retry')}</Button>}
      />
    );
  } else if (!ready) {
    body = (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  } else {
    body = (
      <Form
        key={formKey}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        preserve={false}
        onFinish={submit}
        disabled={saving}
        scrollToFirstError
      >
        {config.render({ form, mode: editing ? 'edit' : 'create', record })}
        <button type="submit" hidden aria-hidden />
      </Form>
    );
  }

  return (
    <Modal
      open={!!target}
      title={editing ? config.titleEdit : config.titleCreate}
      width={config.width ?? 560}
      onCancel={onClose}
      onOk={submit}
      okText={t('admin.table.save')}
      cancelText={t('admin.table.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {body}
    </Modal>
  );
}
