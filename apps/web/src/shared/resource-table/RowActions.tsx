import type { ReactNode } from 'react';
import { App, Button, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from './types';

interface Props<T> {
  record: T;
  id: string;
  deleted: boolean;
  canManage: boolean;
  /** How many actions stay visible; the rest go into a "More" menu. */
  inline: number;
  onEdit?: (record: T) => void;
  onDelete?: (id: string) => void;
  onRecover?: (id: string) => void;
  actions: RecordAction<T>[];
  onAction: (action: RecordAction<T>, record: T) => void;
}

interface Item {
  key: string;
  label: ReactNode;
  danger?: boolean;
  confirm?: ReactNode;
  run: () => void;
}

/** Edit, custom actions, and Delete (or Recover in the recycle bin) of one row. */
export function RowActions<T>({ record, id, deleted, canManage, inline, onEdit, onDelete, onRecover, actions, onAction }: Props<T>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const items: Item[] = [];
  if (canManage && !deleted && onEdit) items.push({ key: 'edit', label: t('admin.table.edit'), run: () => onEdit(record) });
  for (const a of actions) {
    if (!a.row || !!a.inRecycleBin !== deleted || (a.visible && !a.visible(record)) || !(canManage || a.onClick)) continue;
    items.push({ key: a.key, label: a.label, danger: a.danger, confirm: a.run ? a.confirm : undefined, run: () => onAction(a, record) });
  }
  if (canManage && !deleted && onDelete) {
    items.push({ key: 'delete', label: t('admin.table.delete'), danger: true, confirm: t('admin.table.confirmDeleteOne'), run: () => onDelete(id) });
  }
  if (canManage && deleted && onRecover) {
    items.push({ key: 'recover', label: t('admin.table.recover'), confirm: t('admin.table.confirmRecoverOne'), run: () => onRecover(id) });
  }

  const shown = items.length > inline + 1 ? items.slice(0, inline) : items;
  const more = items.slice(shown.length);

  const confirmThen = (item: Item) => {
    if (!item.confirm) return item.run();
    modal.confirm({
      title: t('admin.table.confirmTitle'),
      content: item.confirm,
      okText: t('admin.table.ok'),
      cancelText: t('admin.table.cancel'),
      okButtonProps: { danger: item.danger },
      onOk: item.run,
    });
  };

  return (
    <Space size={0}>
      {shown.map((item) =>
        item.confirm ? (
          <Popconfirm
            key={item.key}
            title={item.confirm}
            okText={t('admin.table.ok')}
            cancelText={t('admin.table.cancel')}
            okButtonProps={{ danger: item.danger }}
            onConfirm={item.run}
          >
            <Button type="link" size="small" danger={item.danger}>
              {item.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={item.key} type="link" size="small" danger={item.danger} onClick={item.run}>
            {item.label}
          </Button>
        ),
      )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((item) => ({ key: item.key, label: item.label, danger: item.danger })),
            onClick: ({ key }) => confirmThen(more.find((i) => i.key === key)!),
          }}
        >
          <Button type="link" size="small">
            {t('admin.table.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
