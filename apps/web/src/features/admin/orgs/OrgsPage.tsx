import { useMemo, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  createOrg, deleteOrgs, exportOrgs, getOrg, getOrgImportTemplate, importOrgs, listOrgs, recoverOrgs, updateOrg, type Organization,
} from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { useSession } from '@/app/session';
import { ResourceTable, downloadFile, type ResourceTableConfig } from '@/shared/resource-table';
import { spreadsheetImporter } from '../common/spreadsheet';
import { AdminSplit } from '../common/AdminSplit';
import { FilterSelect } from '../common/FilterSelect';
import { ORG_TREE_KEY, useOrgTree } from '../common/orgTree';
import { OrgTreePanel } from '../common/OrgTreePanel';
import { OrgForm, type OrgFormValues } from './OrgForm';

interface OrgFilters {
  parentId?: string;
  isExternal?: 'true' | 'false';
}

const toBody = (v: OrgFormValues) => ({
  name: v.name.trim(),
  parentId: v.parentId ?? null,
  isExternal: !!v.isExternal,
  sort: v.sort ?? 0,
});

/** Organizations: tree on the left filters the children listed on the right. */
export default function OrgsPage() {
  const { t } = useTranslation();
  const canManage = useSession().hasFeature('admin.orgs.manage');
  const { byId } = useOrgTree();
  const [parentId, setParentId] = useState<string>();
  const [isExternal, setIsExternal] = useState<'true' | 'false'>();

  const config = useMemo<ResourceTableConfig<Organization, OrgFormValues, OrgFilters>>(
    () => ({
      resource: 'orgs',
      title: t('admin.orgs.title'),
      canManage,
      filters: { parentId, isExternal },
      invalidates: [[...ORG_TREE_KEY], ['admin', 'users']],
      searchPlaceholder: t('admin.orgs.searchPlaceholder'),
      defaultSort: { sort: 'sort', order: 'asc' },
      fetchPage: ({ filters, deleted, ...p }) =>
        call(listOrgs({ query: { ...p, sort: p.sort as 'sort' | undefined, deleted: deleted ? 'true' : undefined, ...filters } })),
      filterBar: (
        <FilterSelect
          width={160}
          placeholder={t('admin.orgs.kind')}
          value={isExternal}
          onChange={setIsExternal}
          options={[
            { value: 'false', label: t('admin.orgs.internal') },
            { value: 'true', label: t('admin.orgs.external') },
          ]}
        />
      ),
      columns: [
        { key: 'name', dataIndex: 'name', title: t('admin.orgs.name'), sorter: true, ellipsis: true },
        {
          key: 'parent',
          title: t('admin.orgs.parent'),
          render: (_: unknown, r: Organization) => (r.parentId ? (byId.get(r.parentId)?.name ?? '—') : '—'),
        },
        {
          key: 'isExternal',
          title: t('admin.orgs.kindShort'),
          render: (_: unknown, r: Organization) =>
            r.isExternal ? <Tag color="orange">{t('admin.orgs.external')}</Tag> : <Tag color="blue">{t('admin.orgs.internal')}</Tag>,
        },
        { key: 'userCount', dataIndex: 'userCount', title: t('admin.orgs.userCount'), align: 'right' },
        { key: 'sort', dataIndex: 'sort', title: t('admin.common.sort'), sorter: true, align: 'right' },
      ],
      actionsWidth: 130,
      form: {
        titleCreate: t('admin.orgs.new'),
        titleEdit: t('admin.orgs.edit'),
        createLabel: t('admin.orgs.new'),
        render: ({ record }) => <OrgForm record={record} />,
        initialValues: (r) =>
          r
            ? { name: r.name, parentId: r.parentId, isExternal: r.isExternal, sort: r.sort }
            : { name: '', parentId: parentId ?? null, isExternal: parentId ? !!byId.get(parentId)?.isExternal : false, sort: 0 },
        getDetail: (id) => call(getOrg({ path: { id } })),
        create: (v) => call(createOrg({ body: toBody(v) })),
        update: (id, v) => call(updateOrg({ path: { id }, body: toBody(v) })),
      },
      remove: (ids) => call(deleteOrgs({ body: { ids } })),
      recover: (ids) => call(recoverOrgs({ body: { ids } })),
      importer: canManage
        ? spreadsheetImporter(importOrgs as never, () => downloadFile(getOrgImportTemplate({ responseType: 'blob' }), 'organizations-template.xlsx'))
        : undefined,
      exporter: ({ deleted }) =>
        downloadFile(exportOrgs({ query: { deleted: deleted ? 'true' : undefined }, responseType: 'blob' }), 'organizations.xlsx'),
    }),
    [t, canManage, parentId, isExternal, byId],
  );

  return (
    <AdminSplit side={<OrgTreePanel value={parentId} onChange={setParentId} showCounts />}>
      <ResourceTable config={config} />
    </AdminSplit>
  );
}
