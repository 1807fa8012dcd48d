import { useMemo, useState } from 'react';
import { Tag } from 'antd';
import { SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  createRole, deleteRoles, exportRoles, getRole, getRoleImportTemplate, importRoles, listRoles, recoverRoles, updateRole, type Role,
} from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { useSession } from '@/app/session';
import { ResourceTable, downloadFile, type ResourceTableConfig } from '@/shared/resource-table';
import { spreadsheetImporter } from '../common/spreadsheet';
import { enumLabel } from '../common/enums';
import { FeatureDrawer } from './FeatureDrawer';
import { ObjectsDrawer } from './ObjectsDrawer';
import { RoleForm, type RoleFormValues } from './RoleForm';

type RoleSort = 'sort' | 'code' | 'name' | 'updatedAt';

const description = (v?: string) => (v && v.trim() ? v.trim() : null);

/** Role Management: roles, their feature points and the users and organisations holding them. */
export default function RolesPage() {
  const { t } = useTranslation();
  const canManage = useSession().hasFeature('admin.roles.manage');
  const [featuresOf, setFeaturesOf] = useState<Role | null>(null);
  const [objectsOf, setObjectsOf] = useState<Role | null>(null);

  const config = useMemo<ResourceTableConfig<Role, RoleFormValues>>(
    () => ({
      resource: 'roles',
      title: t('admin.roles.title'),
      canManage,
      searchPlaceholder: t('admin.roles.searchPlaceholder'),
      defaultSort: { sort: 'sort', order: 'asc' },
      fetchPage: ({ page, pageSize, keyword, sort, order, deleted }) =>
        call(listRoles({ query: { page, pageSize, keyword, sort: sort as RoleSort | undefined, order, deleted: deleted ? 'true' : undefined } })),
      columns: [
        { key: 'code', dataIndex: 'code', title: t('admin.roles.code'), sorter: true },
        {
          key: 'name',
          dataIndex: 'name',
          title: t('admin.roles.name'),
          sorter: true,
          render: (v: string, r: Role) => (
            <>
              {v}
              {r.builtin && <Tag style={{ marginInlineStart: 6 }}>{t('admin.roles.builtin')}</Tag>}
            </>
          ),
        },
        {
          key: 'roleType',
          dataIndex: 'roleType',
          title: t('admin.roles.roleType'),
          render: (v: Role['roleType']) => <Tag color={v === 'system' ? 'geekblue' : 'cyan'}>{enumLabel(t, 'roleType', v)}</Tag>,
        },
        { key: 'scenarioType', dataIndex: 'scenarioType', title: t('admin.roles.scenarioType'), render: (v: string) => enumLabel(t, 'scenarioType', v) },
        { key: 'scope', dataIndex: 'scope', title: t('admin.roles.scope'), render: (v: string) => enumLabel(t, 'scope', v) },
        { key: 'sort', dataIndex: 'sort', title: t('admin.common.sort'), sorter: true, align: 'right' },
        { key: 'featureCount', dataIndex: 'featureCount', title: t('admin.roles.featureCount'), align: 'right' },
        { key: 'objectCount', dataIndex: 'objectCount', title: t('admin.roles.objectCount'), align: 'right' },
      ],
      actionsWidth: 220,
      rowEditable: (r) => !r.builtin,
      rowRemovable: (r) => !r.builtin,
      actions: [
        {
          key: 'features',
          label: t('admin.roles.authorizeFeatures'),
          icon: <SafetyOutlined />,
          row: true,
          onClick: (r) => setFeaturesOf(r),
        },
        {
          key: 'objects',
          label: t('admin.roles.authorizedObjects'),
          icon: <TeamOutlined />,
          row: true,
          onClick: (r) => setObjectsOf(r),
        },
      ],
      form: {
        titleCreate: t('admin.roles.new'),
        titleEdit: t('admin.roles.edit'),
        createLabel: t('admin.roles.new'),
        width: 640,
        render: ({ mode }) => <RoleForm mode={mode} />,
        initialValues: (r) =>
          r
            ? { code: r.code, name: r.name, roleType: r.roleType, scenarioType: r.scenarioType, scope: r.scope, description: r.description ?? '', sort: r.sort }
            : { roleType: 'business', scenarioType: 'general', scope: 'all', sort: 0, description: '' },
        getDetail: (id) => call(getRole({ path: { id } })),
        create: (v) =>
          call(createRole({ body: { code: v.code.trim(), name: v.name.trim(), roleType: v.roleType, scenarioType: v.scenarioType, scope: v.scope, description: description(v.description), sort: v.sort } })),
        update: (id, v) =>
          call(updateRole({ path: { id }, body: { name: v.name.trim(), roleType: v.roleType, scenarioType: v.scenarioType, scope: v.scope, description: description(v.description), sort: v.sort } })),
      },
      remove: (ids) => call(deleteRoles({ body: { ids } })),
      recover: (ids) => call(recoverRoles({ body: { ids } })),
      importer: canManage
        ? spreadsheetImporter(importRoles as never, () => downloadFile(getRoleImportTemplate({ responseType: 'blob' }), 'roles-template.xlsx'))
        : undefined,
      exporter: ({ keyword, sort, order, deleted }) =>
        downloadFile(
          exportRoles({ query: { keyword, sort: sort as RoleSort | undefined, order, deleted: deleted ? 'true' : undefined }, responseType: 'blob' }),
          'roles.xlsx',
        ),
    }),
    [t, canManage],
  );

  return (
    <>
      <ResourceTable config={config} />
      <FeatureDrawer role={featuresOf} canManage={canManage} onClose={() => setFeaturesOf(null)} />
      <ObjectsDrawer role={objectsOf} canManage={canManage} onClose={() => setObjectsOf(null)} />
    </>
  );
}
