import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Alert, App, Button, Card, Empty, Result, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from './ImportDialog';
import { failureMessage } from './messages';
import { ResourceFormModal, type FormTarget } from './ResourceFormModal';
import { RowActions } from './RowActions';
import { Toolbar } from './Toolbar';
import { useResourceActions } from './useResourceActions';
import { useResourcePage } from './useResourcePage';
import { validateConfig } from './validateConfig';
import type { RecordAction, ResourceColumn, ResourceTableConfig } from './types';

const defaultRowKey = (r: unknown) => String((r as { id: string }).id);

/**
 * The one table of the administration pages: server-side paging, search and sort, a recycle bin,
 * create/edit dialog, delete/recover, batch actions, import and export. The configuration is
 * checked when the table mounts; a broken one shows the spec's table configuration error.
 */
export function ResourceTable<T extends object, V extends object = Record<string, unknown>, F = Record<string, unknown>>({
  config,
}: {
  config: ResourceTableConfig<T, V, F>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Checked once, at mount.
  const [configError] = useState(() => validateConfig(config));
  const { state, params, query, update } = useResourcePage(config, !configError);
  const actions = useResourceActions(config);
  const [selected, setSelected] = useState<Key[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget<T> | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const loadedOnce = useRef(false);
  if (query.isSuccess) loadedOnce.current = true;

  const rowKey = config.rowKey ?? defaultRowKey;
  const recycleBin = config.recycleBin ?? !!config.remove;
  const { form, canManage } = config;
  const allActions = config.actions ?? [];
  const batchActions = allActions.filter((a) => a.batch && a.run);
  const filtersKey = JSON.stringify(config.filters ?? {});

  // A new search, filter or list (in use / recycle bin) starts a new selection.
  useEffect(() => setSelected([]), [state.deleted, state.keyword, filtersKey]);

  const clearSelection = () => setSelected([]);
  const ids = selected.map(String);

  const runAction = (action: RecordAction<T>, record?: T) => {
    if (record && action.onClick) return action.onClick(record);
    if (!action.run) return;
    const opts = { successText: action.successText, failureText: action.failureText };
    if (record) void actions.run(() => action.run!([rowKey(record)]), opts);
    else actions.runBatch(ids, action.confirm, !!action.danger, async (x) => { await action.run!(x); clearSelection(); }, opts);
  };

  const onExport = async () => {
    if (!config.exporter) return;
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, ...rest } = params;
      await config.exporter(rest);
      message.success(t('admin.table.exportSuccess'));
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo(() => {
    const cols: ResourceColumn<T>[] = config.columns.map((col) =>
      col.sorter
        ? {
            ...col,
            sortOrder: state.sort === col.key ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
            sortDirections: ['ascend', 'descend'],
          }
        : col,
    );
    const hasRowActions =
      (canManage && (form?.allowEdit !== false && !!form?.update || !!config.remove || !!config.recover)) ||
      allActions.some((a) => a.row && (canManage || a.onClick));
    if (hasRowActions) {
      cols.push({
        key: '__actions',
        title: t('admin.table.actions'),
        fixed: config.scrollX ? 'right' : undefined,
        width: config.actionsWidth ?? 160,
        render: (_: unknown, record: T) => (
          <RowActions
            record={record}
            id={rowKey(record)}
            deleted={state.deleted}
            canManage={canManage}
            inline={config.inlineActions ?? 2}
            onEdit={form && form.allowEdit !== false && (config.rowEditable?.(record) ?? true) ? (r) => setFormTarget({ mode: 'edit', record: r, id: rowKey(r) }) : undefined}
            onDelete={config.remove && (config.rowRemovable?.(record) ?? true) ? (id) => void actions.run(() => config.remove!([id]), { successText: t('admin.table.deleteSuccess'), failureText: t('admin.table.deleteFailed') }) : undefined}
            onRecover={config.recover ? (id) => void actions.run(() => config.recover!([id]), { successText: t('admin.table.recoverSuccess'), failureText: t('admin.table.recoverFailed') }) : undefined}
            actions={allActions}
            onAction={runAction}
          />
        ),
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.columns, state.sort, state.order, state.deleted, canManage, t, ids.join()]);

  if (configError) {
    return <Result status="error" title={t(configError)} subTitle={t('admin.table.config.hint')} />;
  }
  if (query.isError && !loadedOnce.current) {
    return (
      <Result
        status="error"
        title={t('admin.table.config.initFailed')}
        subTitle={failureMessage(query.error, '')}
        extra={<Button type="primary" onClick={() => query.refetch()}>{t('admin.table.retry')}</Button>}
      />
    );
  }

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortKey = s?.order ? String(s.columnKey ?? '') || undefined : undefined;
    const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    const sortChanged = sortKey !== state.sort || order !== state.order;
    update({
      page: sortChanged || pagination.pageSize !== state.pageSize ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
      sort: sortKey ?? config.defaultSort?.sort,
      order: sortKey ? order : config.defaultSort?.order,
    });
  };

  const selectable = canManage && (batchActions.length > 0 || !!config.remove || !!config.recover);
  const data = query.data;

  return (
    <Card title={config.title} variant="outlined" styles={{ body: { paddingTop: 16 } }}>
      <Toolbar<T>
        keyword={state.keyword}
        onSearch={(keyword) => update({ keyword, page: 1 })}
        searchPlaceholder={config.searchPlaceholder}
        filterBar={config.filterBar}
        deleted={state.deleted}
        recycleBin={recycleBin}
        onDeletedChange={(deleted) => update({ deleted, page: 1 })}
        canManage={canManage}
        createLabel={form?.createLabel}
        onCreate={form && form.allowCreate !== false ? () => setFormTarget({ mode: 'create' }) : undefined}
        onDelete={config.remove ? () => actions.remove(ids, clearSelection) : undefined}
        onRecover={config.recover ? () => actions.recover(ids, clearSelection) : undefined}
        onImport={config.importer ? () => setImportOpen(true) : undefined}
        onExport={config.exporter ? onExport : undefined}
        exporting={exporting}
        batchActions={batchActions}
        onBatch={(a) => runAction(a)}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
        selectedCount={selected.length}
      />
      {query.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failureMessage(query.error, t('admin.table.loadFailed'))} />
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        onChange={onChange}
        expandable={config.expandable}
        scroll={config.scrollX ? { x: config.scrollX } : undefined}
        rowSelection={
          selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys), preserveSelectedRowKeys: true } : undefined
        }
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(state.deleted ? 'admin.table.emptyBin' : state.keyword ? 'admin.table.noMatch' : 'admin.table.empty')}
            />
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showQuickJumper: true,
          showTotal: (total, range) => t('admin.table.total', { total, from: range[0], to: range[1] }),
        }}
      />
      {form && (
        <ResourceFormModal<T, V>
          resource={config.resource}
          config={form}
          target={formTarget}
          onClose={() => setFormTarget(null)}
          onSaved={actions.refresh}
        />
      )}
      {config.importer && (
        <ImportDialog open={importOpen} config={config.importer} onClose={() => setImportOpen(false)} onImported={actions.refresh} />
      )}
    </Card>
  );
}
