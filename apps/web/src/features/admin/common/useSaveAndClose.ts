import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage, resourceKey } from '@/shared/resource-table';

interface Options {
  /** Whose lists show what is saved (their counts...) and so are refreshed afterwards. */
  resource: string;
  successText: string;
  /** Shown instead of saving an empty choice, which the server would refuse. */
  emptyWarning: string;
  onClose: () => void;
}

/** Saving from an editor drawer: refuse an empty choice, save, say so, refresh the lists and close. */
export function useSaveAndClose({ resource, successText, emptyWarning, onClose }: Options) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = async <Item>(items: Item[], request: (items: Item[]) => Promise<unknown>) => {
    if (!items.length) {
      message.warning(emptyWarning);
      return;
    }
    setSaving(true);
    try {
      await request(items);
      message.success(successText);
      await queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
      onClose();
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
