import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from './types';

interface Props<T> {
  record: T;
  id: string;
  deleted: boolean;
  canManage: boolean;
  onEdit?: (record: T) => void;
  onDelete?: (id: string) => void;
  onRecover?: (id: string) => void;
  actions: RecordAction<T>[];
  onAction: (action: RecordAction<T>, record: T) => void;
}

/** Edit, custom actions, and Delete (or Recover in the recycle bin) of one row. */
export function RowActions<T>({ record, id, deleted, canManage, onEdit, onDelete, onRecover, actions, onAction }: Props<T>) {
  const { t } = useTranslation();
  const visible = actions.filter(
    (a) => a.row && !!a.inRecycleBin === deleted && (!a.visible || a.visible(record)) && (canManage || a.onClick),
  );
  return (
    <Space size={0} wrap>
      {canManage && !deleted && onEdit && (
        <Button type="link" size="small" onClick={() => onEdit(record)}>
          {t('admin.table.edit')}
        </Button>
      )}
      {visible.map((a) =>
        a.confirm && a.run ? (
          <Popconfirm
            key={a.key}
            title={a.confirm}
            okText={t('admin.table.ok')}
            cancelText={t('admin.table.cancel')}
            okButtonProps={{ danger: a.danger }}
            onConfirm={() => onAction(a, record)}
          >
            <Button type="link" size="small" danger={a.danger}>
              {a.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => onAction(a, record)}>
            {a.label}
          </Button>
        ),
      )}
      {canManage && !deleted && onDelete && (
        <Popconfirm
          title={t('admin.table.confirmDeleteOne')}
          okText={t('admin.table.ok')}
          cancelText={t('admin.table.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(id)}
        >
          <Button type="link" size="small" danger>
            {t('admin.table.delete')}
          </Button>
        </Popconfirm>
      )}
      {canManage && deleted && onRecover && (
        <Popconfirm
          title={t('admin.table.confirmRecoverOne')}
          okText={t('admin.table.ok')}
          cancelText={t('admin.table.cancel')}
          onConfirm={() => onRecover(id)}
        >
          <Button type="link" size="small">
            {t('admin.table.recover')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
