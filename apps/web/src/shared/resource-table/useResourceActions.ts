import type { ReactNode } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from './messages';
import { resourceKey } from './useResourcePage';
import type { ResourceTableConfig } from './types';

export interface RunOptions {
  successText?: ReactNode;
  failureText?: ReactNode;
}

/** Runs writes of a resource table: toasts, refresh of the queries, confirmations. */
export function useResourceActions<T, V, F>(config: ResourceTableConfig<T, V, F>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKey(config.resource) }),
      ...(config.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  };

  /** Runs a write; true on success. */
  const run = async (work: () => Promise<unknown>, opts: RunOptions = {}): Promise<boolean> => {
    try {
      await work();
      message.success(opts.successText ?? t('admin.table.saveSuccess'));
      await refresh();
      return true;
    } catch (err) {
      message.error(failureMessage(err, String(opts.failureText ?? t('admin.table.saveFailed'))));
      return false;
    }
  };

  /** Asks for confirmation (when given) and then runs. */
  const confirmAndRun = (confirm: ReactNode | undefined, danger: boolean, work: () => Promise<unknown>, opts: RunOptions) => {
    if (!confirm) return void run(work, opts);
    modal.confirm({
      title: t('admin.table.confirmTitle'),
      content: confirm,
      okText: t('admin.table.ok'),
      cancelText: t('admin.table.cancel'),
      okButtonProps: { danger },
      onOk: () => run(work, opts),
    });
  };

  /** A batch action: refuses an empty selection with "select at least one record". */
  const runBatch = (ids: string[], confirm: ReactNode | undefined, danger: boolean, work: (ids: string[]) => Promise<unknown>, opts: RunOptions) => {
    if (!ids.length) {
      message.warning(t('validation.selectAtLeastOne'));
      return;
    }
    confirmAndRun(confirm, danger, () => work(ids), opts);
  };

  const remove = (ids: string[], after?: () => void) =>
    config.remove &&
    runBatch(ids, t('admin.table.confirmDelete', { count: ids.length }), true, async (x) => { await config.remove!(x); after?.(); }, {
      successText: t('admin.table.deleteSuccess'),
      failureText: t('admin.table.deleteFailed'),
    });

  const recover = (ids: string[], after?: () => void) =>
    config.recover &&
    runBatch(ids, t('admin.table.confirmRecover', { count: ids.length }), false, async (x) => { await config.recover!(x); after?.(); }, {
      successText: t('admin.table.recoverSuccess'),
      failureText: t('admin.table.recoverFailed'),
    });

  return { run, runBatch, confirmAndRun, remove, recover, refresh };
}
