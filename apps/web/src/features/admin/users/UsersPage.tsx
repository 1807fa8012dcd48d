import { useMemo, useState } from 'react';
import { Avatar, Space, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  deleteUsers, disableUsers, enableUsers, getUser, recoverUsers, type User,
} from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { useSession } from '@/app/session';
import { ResourceTable, type RecordAction, type ResourceTableConfig } from '@/shared/resource-table';
import { AdminSplit } from '../common/AdminSplit';
import { enumLabel, enumOptions } from '../common/enums';
import { FilterSelect } from '../common/FilterSelect';
import { formatTime, orDash } from '../common/format';
import { ORG_TREE_KEY } from '../common/orgTree';
import { OrgTreePanel } from '../common/OrgTreePanel';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserForm, type UserFormValues } from './UserForm';
import {
  createUserFrom, downloadUserTemplate, exportUsersFile, fetchUsers, importUsersFile, updateUserFrom, userFormValues,
  type UserFilters,
} from './usersApi';

/** Users: organisation tree on the left, accounts on the right. */
export default function UsersPage() {
  const { t } = useTranslation();
  const canManage = useSession().hasFeature('admin.users.manage');
  const [orgId, setOrgId] = useState<string>();
  const [status, setStatus] = useState<UserFilters['status']>();
  const [userType, setUserType] = useState<UserFilters['userType']>();
  const [resetFor, setResetFor] = useState<User | null>(null);

  const config = useMemo<ResourceTableConfig<User, UserFormValues, UserFilters>>(() => {
    const actions: RecordAction<User>[] = [
      {
        key: 'enable',
        label: t('admin.users.enable'),
        icon: <CheckCircleOutlined />,
        batch: true,
        row: true,
        visible: (u) => u.status === 'disabled',
        run: (ids) => call(enableUsers({ body: { ids } })),
        successText: t('admin.users.enableSuccess'),
        failureText: t('admin.users.enableFailed'),
      },
      {
        key: 'disable',
        label: t('admin.users.disable'),
        icon: <StopOutlined />,
        danger: true,
        batch: true,
        row: true,
        confirm: t('admin.users.confirmDisable'),
        visible: (u) => u.status === 'enabled' && !u.isBuiltinAdmin,
        run: (ids) => call(disableUsers({ body: { ids } })),
        successText: t('admin.users.disableSuccess'),
        failureText: t('admin.users.disableFailed'),
      },
      { key: 'resetPassword', label: t('admin.users.resetPassword'), row: true, onClick: (u) => setResetFor(u) },
    ];
    return {
      resource: 'users',
      title: t('admin.users.title'),
      canManage,
      filters: { orgId, status, userType },
      invalidates: [[...ORG_TREE_KEY], ['admin', 'orgs']],
      searchPlaceholder: t('admin.users.searchPlaceholder'),
      defaultSort: { sort: 'updatedAt', order: 'desc' },
      fetchPage: fetchUsers,
      filterBar: (
        <>
          <FilterSelect
            width={130}
            placeholder={t('field.status')}
            value={status}
            onChange={setStatus}
            options={enumOptions(t, 'status')}
          />
          <FilterSelect
            width={130}
            placeholder={t('field.userType')}
            value={userType}
            onChange={setUserType}
            options={enumOptions(t, 'userType')}
          />
        </>
      ),
      columns: [
        { key: 'account', dataIndex: 'account', title: t('field.account'), sorter: true, fixed: 'left' },
        {
          key: 'name',
          dataIndex: 'name',
          title: t('field.name'),
          sorter: true,
          render: (name: string, u: User) => (
            <Space size={8}>
              <Avatar size={24} src={u.avatar || undefined}>{name.slice(0, 1).toUpperCase()}</Avatar>
              {name}
            </Space>
          ),
        },
        { key: 'username', dataIndex: 'username', title: t('field.username') },
        { key: 'orgName', dataIndex: 'orgName', title: t('field.orgName'), render: orDash },
        {
          key: 'email',
          dataIndex: 'email',
          title: t('field.email'),
          ellipsis: { showTitle: false },
          render: (v: string | null) => (v ? <Tooltip title={v}>{v}</Tooltip> : '—'),
        },
        { key: 'mobile', dataIndex: 'mobile', title: t('field.mobile'), render: (v: string | null) => v || '—' },
        {
          key: 'userType',
          dataIndex: 'userType',
          title: t('field.userType'),
          render: (v: User['userType']) => <Tag color={v === 'external' ? 'orange' : 'blue'}>{enumLabel(t, 'userType', v)}</Tag>,
        },
        {
          key: 'status',
          dataIndex: 'status',
          title: t('field.status'),
          render: (v: User['status']) => <Tag color={v === 'enabled' ? 'green' : 'default'}>{enumLabel(t, 'status', v)}</Tag>,
        },
        { key: 'updatedAt', dataIndex: 'updatedAt', title: t('admin.common.updatedAt'), sorter: true, render: formatTime },
      ],
      actionsWidth: 200,
      scrollX: 'max-content',
      rowRemovable: (u) => !u.isBuiltinAdmin,
      actions: canManage ? actions : [],
      form: {
        titleCreate: t('admin.users.add'),
        titleEdit: t('admin.users.edit'),
        createLabel: t('admin.users.add'),
        width: 760,
        render: ({ mode }) => <UserForm mode={mode} />,
        initialValues: (u) => userFormValues(u, orgId),
        getDetail: (id) => call(getUser({ path: { id } })),
        create: createUserFrom,
        update: (id, v) => updateUserFrom(id, v),
      },
      remove: (ids) => call(deleteUsers({ body: { ids } })),
      recover: (ids) => call(recoverUsers({ body: { ids } })),
      importer: canManage ? { run: importUsersFile, template: downloadUserTemplate } : undefined,
      exporter: exportUsersFile,
    };
  }, [t, canManage, orgId, status, userType]);

  return (
    <AdminSplit side={<OrgTreePanel value={orgId} onChange={setOrgId} showCounts />}>
      <ResourceTable config={config} />
      <ResetPasswordDialog user={resetFor} onClose={() => setResetFor(null)} />
    </AdminSplit>
  );
}
