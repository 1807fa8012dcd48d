import type { ReactNode } from 'react';
import { Button, Flex, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, RestOutlined, UndoOutlined, UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from './types';

interface Props<T> {
  keyword: string;
  onSearch: (keyword: string) => void;
  searchPlaceholder?: string;
  filterBar?: ReactNode;
  deleted: boolean;
  recycleBin: boolean;
  onDeletedChange: (deleted: boolean) => void;
  canManage: boolean;
  createLabel?: ReactNode;
  onCreate?: () => void;
  onDelete?: () => void;
  onRecover?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  exporting: boolean;
  batchActions: RecordAction<T>[];
  onBatch: (action: RecordAction<T>) => void;
  onReload: () => void;
  reloading: boolean;
  selectedCount: number;
}

/** Search, filters, recycle-bin switch and the buttons above a resource table. */
export function Toolbar<T>(p: Props<T>) {
  const { t } = useTranslation();
  const inBin = p.deleted;
  const batch = p.canManage ? p.batchActions.filter((a) => !!a.inRecycleBin === inBin) : [];
  const left = [
    p.canManage && !inBin && p.onCreate && (
      <Button key="create" type="primary" icon={<PlusOutlined />} onClick={p.onCreate}>
        {p.createLabel ?? t('admin.table.new')}
      </Button>
    ),
    ...batch.map((a) => (
      <Button key={a.key} icon={a.icon} danger={a.danger} onClick={() => p.onBatch(a)}>
        {a.label}
      </Button>
    )),
    p.canManage && !inBin && p.onDelete && (
      <Button key="delete" danger icon={<DeleteOutlined />} onClick={p.onDelete}>
        {t('admin.table.delete')}
      </Button>
    ),
    p.canManage && inBin && p.onRecover && (
      <Button key="recover" icon={<UndoOutlined />} onClick={p.onRecover}>
        {t('admin.table.recover')}
      </Button>
    ),
  ].filter(Boolean);
  const right = [
    p.canManage && !inBin && p.onImport && (
      <Button key="import" icon={<UploadOutlined />} onClick={p.onImport}>
        {t('admin.table.import')}
      </Button>
    ),
    p.onExport && (
      <Button key="export" icon={<DownloadOutlined />} loading={p.exporting} onClick={p.onExport}>
        {t('admin.table.export')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Space wrap size={8}>
          <Input.Search
            allowClear
            defaultValue={p.keyword}
            placeholder={p.searchPlaceholder ?? t('admin.table.searchPlaceholder')}
            onSearch={(v) => p.onSearch(v)}
            enterButton={t('admin.table.search')}
            style={{ width: 320 }}
            aria-label={t('admin.table.search')}
          />
          {p.filterBar}
        </Space>
        <Space size={8}>
          {p.recycleBin && (
            <Segmented
              value={inBin ? 'bin' : 'list'}
              onChange={(v) => p.onDeletedChange(v === 'bin')}
              options={[
                { value: 'list', label: t('admin.table.inUse') },
                { value: 'bin', label: t('admin.table.recycleBin'), icon: <RestOutlined /> },
              ]}
            />
          )}
          <Tooltip title={t('admin.table.reload')}>
            <Button icon={<ReloadOutlined spin={p.reloading} />} onClick={p.onReload} aria-label={t('admin.table.reload')} />
          </Tooltip>
        </Space>
      </Flex>
      {(left.length > 0 || right.length > 0) && (
        <Flex wrap gap={12} justify="space-between" align="center">
          <Space wrap size={8}>
            {left}
            {p.selectedCount > 0 && (
              <Typography.Text type="secondary">{t('admin.table.selected', { count: p.selectedCount })}</Typography.Text>
            )}
          </Space>
          <Space wrap size={8}>
            {right}
          </Space>
        </Flex>
      )}
    </Flex>
  );
}
