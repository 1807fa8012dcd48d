import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, Button, Form, Modal, Result, Spin, type FormInstance } from 'antd';
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
  // Each opening gets a fresh form (and so a clean store); the Modal's OK button reaches it here.
  const formRef = useRef<FormInstance<V> | null>(null);
  const openings = useRef(0);
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
  const opening = useMemo(() => ++openings.current, [target]);
  const formKey = `${opening}:${needsDetail ? detail.dataUpdatedAt : 0}`;

  const submit = async () => {
    const form = formRef.current;
    if (!form) return;
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
      <FreshForm<V> key={formKey} formRef={formRef} initialValues={initialValues} onFinish={submit} disabled={saving}>
        {(form) => config.render({ form, mode: editing ? 'edit' : 'create', record })}
      </FreshForm>
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

interface FreshFormProps<V> {
  formRef: { current: FormInstance<V> | null };
  initialValues?: Partial<V>;
  onFinish: () => void;
  disabled: boolean;
  children: (form: FormInstance<V>) => ReactNode;
}

/** A vertical form with its own instance, published through formRef while mounted. */
function FreshForm<V>({ formRef, initialValues, onFinish, disabled, children }: FreshFormProps<V>) {
  const [form] = Form.useForm<V>();
  formRef.current = form;
  useEffect(
    () => () => {
      if (formRef.current === form) formRef.current = null;
    },
    [form, formRef],
  );
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} disabled={disabled} scrollToFirstError>
      {children(form)}
      <button type="submit" hidden aria-hidden />
    </Form>
  );
}
