import { useMemo, useState } from 'react';
import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { listOperationLogs, type OperationLog } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { ResourceTable, type ResourceTableConfig } from '@/shared/resource-table';
import { FilterSelect } from '../common/FilterSelect';
import { formatTime, orDash } from '../common/format';
import { LOG_ACTIONS, LOG_TARGETS } from './logActions';

interface LogFilters {
  action?: string;
  targetType?: string;
}


/** Operation logs: read-only, newest first, kept for 30 days. */
export default function LogsPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState<string>();
  const [targetType, setTargetType] = useState<string>();
  const actionLabel = (a: string) => t(`admin.logs.action.${a}`, { defaultValue: a });
  const targetLabel = (x: string) => t(`admin.logs.target.${x}`, { defaultValue: x });

  const config = useMemo<ResourceTableConfig<OperationLog, Record<string, unknown>, LogFilters>>(
    () => ({
      resource: 'oplogs',
      title: t('admin.logs.title'),
      canManage: false,
      recycleBin: false,
      filters: { action, targetType },
      searchPlaceholder: t('admin.logs.searchPlaceholder'),
      fetchPage: ({ page, pageSize, keyword, filters }) =>
        call(listOperationLogs({ query: { page, pageSize, keyword, order: 'desc', ...filters } })),
      filterBar: (
        <>
          <FilterSelect
            showSearch={{ optionFilterProp: 'label' }}
            width={200}
            placeholder={t('admin.logs.action')}
            value={action}
            onChange={setAction}
            options={LOG_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          />
          <FilterSelect
            width={150}
            placeholder={t('admin.logs.targetType')}
            value={targetType}
            onChange={setTargetType}
            options={LOG_TARGETS.map((x) => ({ value: x, label: targetLabel(x) }))}
          />
        </>
      ),
      columns: [
        { key: 'createdAt', dataIndex: 'createdAt', title: t('admin.logs.time'), render: formatTime, width: 180 },
        { key: 'account', dataIndex: 'account', title: t('field.account'), render: orDash },
        {
          key: 'action',
          dataIndex: 'action',
          title: t('admin.logs.action'),
          render: (v: string) => <Tag color={/delete|disable/.test(v) ? 'red' : /create|recover|enable/.test(v) ? 'green' : 'blue'}>{actionLabel(v)}</Tag>,
        },
        { key: 'targetType', dataIndex: 'targetType', title: t('admin.logs.targetType'), render: targetLabel },
        {
          key: 'targetId',
          dataIndex: 'targetId',
          title: t('admin.logs.targetId'),
          render: (v: string | null) => (v ? <Typography.Text code copyable={{ text: v }}>{v.slice(0, 8)}</Typography.Text> : '—'),
        },
        { key: 'ip', dataIndex: 'ip', title: t('admin.logs.ip'), render: orDash },
      ],
      expandable: {
        rowExpandable: (r) => !!r.detail && Object.keys(r.detail).length > 0,
        expandedRowRender: (r) => (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('admin.logs.detail')}</Typography.Text>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(r.detail, null, 2)}</pre>
          </Space>
        ),
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, action, targetType],
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('admin.logs.retention', { days: LIMITS.logRetentionDays })} />
      <ResourceTable config={config} />
    </Space>
  );
}
