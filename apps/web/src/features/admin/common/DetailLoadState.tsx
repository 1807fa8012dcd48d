import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/shared/resource-table';

interface Props {
  /** The failure of any request the content needs, or null. */
  error: unknown;
  loading: boolean;
  children: ReactNode;
}

/** Content that needs a record's details: the spec's "failed to request details", a spinner, or the content. */
export function DetailLoadState({ error, loading, children }: Props) {
  const { t } = useTranslation();
  if (error) return <Alert type="error" showIcon title={t('admin.table.config.detailFailed')} description={failureMessage(error, '')} />;
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <>{children}</>;
}
