import { useEffect, useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listRoleObjects, setRoleObjects, type AuthorizedObject, type Role } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { DetailLoadState } from '../common/DetailLoadState';
import { EditorDrawer } from '../common/EditorDrawer';
import { enumLabel } from '../common/enums';
import { orDash } from '../common/format';
import { useOpenRecordQuery } from '../common/useOpenRecordQuery';
import { useSaveAndClose } from '../common/useSaveAndClose';
import { PeopleSelector } from './PeopleSelector';

interface Props {
  role: Role | null;
  canManage: boolean;
  onClose: () => void;
}

/** "Authorized objects": the users and organisations a role is granted to. */
export function ObjectsDrawer({ role, canManage, onClose }: Props) {
  const { t } = useTranslation();
  const [objects, setObjects] = useState<AuthorizedObject[]>([]);
  const [selectorOpen, setSelectorOpen] = useState(false);
  const { saving, save } = useSaveAndClose({
    resource: 'roles',
    successText: t('admin.roles.objectsSaved'),
    emptyWarning: t('validation.role.objectRequired'),
    onClose,
  });

  const query = useOpenRecordQuery({ resource: 'roles', part: 'objects', id: role?.id, fetch: (id) => call(listRoleObjects({ path: { id } })) });
  useEffect(() => {
    if (query.data) setObjects(query.data);
  }, [query.data]);

  const saveObjects = async () => {
    if (!role) return;
    await save(objects, (list) => call(setRoleObjects({ path: { id: role.id }, body: { objects: list.map(({ type, id }) => ({ type, id })) } })));
  };

  return (
    <EditorDrawer
      open={!!role}
      title={role ? t('admin.roles.authorizedObjectsOf', { name: role.name }) : ''}
      size={640}
      onClose={onClose}
      extra={
        canManage && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setSelectorOpen(true)} disabled={query.isLoading}>
            {t('admin.roles.addObjects')}
          </Button>
        )
      }
      editable={canManage}
      saving={saving}
      saveDisabled={query.isLoading || query.isError}
      onSave={saveObjects}
    >
      <DetailLoadState error={query.isError ? query.error : null} loading={query.isLoading}>
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
            { key: 'detail', title: t('admin.roles.objectDetail'), dataIndex: 'detail', render: orDash },
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
      </DetailLoadState>
      <PeopleSelector
        open={selectorOpen}
        existing={objects}
        onCancel={() => setSelectorOpen(false)}
        onOk={(picked) => {
          setObjects((list) => [...list, ...picked]);
          setSelectorOpen(false);
        }}
      />
    </EditorDrawer>
  );
}
