import type { ReactNode } from 'react';
import { Button, Flex, Input, Segmented, Space, Tooltip } from 'antd';
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
  return (
    <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Space wrap size={8}>
        <Input.Search
          allowClear
          defaultValue={p.keyword}
          placeholder={p.searchPlaceholder ?? t('admin.table.searchPlaceholder')}
          onSearch={(v) => p.onSearch(v)}
          enterButton={t('admin.table.search')}
          style={{ width: 300 }}
          aria-label={t('admin.table.search')}
        />
        {p.filterBar}
      </Space>
      <Space wrap size={8}>
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
        {p.selectedCount > 0 && <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('admin.table.selected', { count: p.selectedCount })}</span>}
        {p.canManage && !inBin && p.onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onCreate}>
            {p.createLabel ?? t('admin.table.new')}
          </Button>
        )}
        {p.canManage &&
          p.batchActions
            .filter((a) => !!a.inRecycleBin === inBin)
            .map((a) => (
              <Button key={a.key} icon={a.icon} danger={a.danger} onClick={() => p.onBatch(a)}>
                {a.label}
              </Button>
            ))}
        {p.canManage && !inBin && p.onDelete && (
          <Button danger icon={<DeleteOutlined />} onClick={p.onDelete}>
            {t('admin.table.delete')}
          </Button>
        )}
        {p.canManage && inBin && p.onRecover && (
          <Button icon={<UndoOutlined />} onClick={p.onRecover}>
            {t('admin.table.recover')}
          </Button>
        )}
        {p.canManage && !inBin && p.onImport && (
          <Button icon={<UploadOutlined />} onClick={p.onImport}>
            {t('admin.table.import')}
          </Button>
        )}
        {p.onExport && (
          <Button icon={<DownloadOutlined />} loading={p.exporting} onClick={p.onExport}>
            {t('admin.table.export')}
          </Button>
        )}
        <Tooltip title={t('admin.table.reload')}>
          <Button icon={<ReloadOutlined spin={p.reloading} />} onClick={p.onReload} aria-label={t('admin.table.reload')} />
        </Tooltip>
      </Space>
    </Flex>
  );
}
