import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Space, Spin, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listRoleObjects, setRoleObjects, type AuthorizedObject, type Role } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { failureMessage, resourceKey, retryTransient } from '@/shared/resource-table';
import { enumLabel } from '../common/enums';
import { PeopleSelector } from './PeopleSelector';

interface Props {
  role: Role | null;
  canManage: boolean;
  onClose: () => void;
}

/** "Authorized objects": the users and organisations a role is granted to. */
export function ObjectsDrawer({ role, canManage, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [objects, setObjects] = useState<AuthorizedObject[]>([]);
  const [selectorOpen, setSelectorOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const query = useQuery({
    queryKey: [...resourceKey('roles'), 'objects', role?.id],
    queryFn: () => call(listRoleObjects({ path: { id: role!.id } })),
    enabled: !!role,
    retry: retryTransient,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.data) setObjects(query.data);
  }, [query.data]);

  const save = async () => {
    if (!role) return;
    if (!objects.length) {
      message.warning(t('validation.role.objectRequired'));
      return;
    }
    setSaving(true);
    try {
      await call(setRoleObjects({ path: { id: role.id }, body: { objects: objects.map(({ type, id }) => ({ type, id })) } }));
      message.success(t('admin.roles.objectsSaved'));
      await queryClient.invalidateQueries({ queryKey: resourceKey('roles') });
      onClose();
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!role}
      title={role ? t('admin.roles.authorizedObjectsOf', { name: role.name }) : ''}
      size={640}
      onClose={onClose}
      destroyOnHidden
      extra={
        canManage && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setSelectorOpen(true)} disabled={query.isLoading}>
            {t('admin.roles.addObjects')}
          </Button>
        )
      }
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t(canManage ? 'admin.table.cancel' : 'admin.table.close')}</Button>
            {canManage && (
              <Button type="primary" loading={saving} disabled={query.isLoading || query.isError} onClick={save}>
                {t('admin.table.save')}
              </Button>
            )}
          </Space>
        </Flex>
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon title={t('admin.table.config.detailFailed')} description={failureMessage(query.error, '')} />
      ) : query.isLoading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Table<AuthorizedObject>
          size="small"
          rowKey={(o) => `${o.type}:${o.id}`}
          dataSource={objects}
          pagination={objects.length > 10 ? { pageSize: 10, size: 'small' } : false}
          locale={{ emptyText: t('admin.roles.noObjects') }}
          columns={[
            {
              key: 'type',
              title: t('admin.roles.objectType'),
              width: 110,
              render: (_, o) => <Tag color={o.type === 'org' ? 'purple' : 'blue'}>{enumLabel(t, 'objectType', o.type)}</Tag>,
            },
            { key: 'name', title: t('field.name'), dataIndex: 'name' },
            { key: 'detail', title: t('admin.roles.objectDetail'), dataIndex: 'detail', render: (v: string | null) => v ?? '—' },
            ...(canManage
              ? [
                  {
                    key: 'remove',
                    title: t('admin.table.actions'),
                    width: 90,
                    render: (_: unknown, o: AuthorizedObject) => (
                      <Button type="link" size="small" danger onClick={() => setObjects((list) => list.filter((x) => x !== o))}>
                        {t('admin.roles.removeObject')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <PeopleSelector
        open={selectorOpen}
        existing={objects}
        onCancel={() => setSelectorOpen(false)}
        onOk={(picked) => {
          setObjects((list) => [...list, ...picked]);
          setSelectorOpen(false);
        }}
      />
    </Drawer>
  );
}
