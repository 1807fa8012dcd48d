import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Statistic, Table, Typography, Upload, Flex } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import type { ImportResult } from '@portal/api-client';
import { failureMessage } from './messages';
import type { ImportConfig } from './types';

interface Props {
  open: boolean;
  config: ImportConfig;
  onClose: () => void;
  onImported: () => Promise<void> | void;
}

const isExcel = (file: File) => /\.xlsx$/i.test(file.name);

/** Upload of an .xlsx file, with the template download and the import result. */
export function ImportDialog({ open, config, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);

  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  const start = async () => {
    if (!file) {
      message.warning(t('admin.import.chooseFile'));
      return;
    }
    setBusy(true);
    try {
      const res = await config.run(file);
      setResult(res);
      setFile(null);
      if (res.failed === 0) message.success(t('admin.table.importSuccess'));
      else message.warning(t('admin.import.partly', { failed: res.failed }));
      await onImported();
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.importFailed')));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    if (!config.template) return;
    setTemplateBusy(true);
    try {
      await config.template();
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.templateFailed')));
    } finally {
      setTemplateBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('admin.import.title')}
      width={640}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          {config.template ? (
            <Button icon={<DownloadOutlined />} loading={templateBusy} onClick={template}>
              {t('admin.table.downloadTemplate')}
            </Button>
          ) : (
            <span />
          )}
          <Space>
            <Button onClick={close}>{t(result ? 'admin.table.close' : 'admin.table.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={!file} onClick={start}>
              {t('admin.import.start')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          multiple={false}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done', size: file.size }] : []}
          onRemove={() => setFile(null)}
          beforeUpload={(f) => {
            if (!isExcel(f)) {
              message.error(t('validation.import.notExcel'));
              return Upload.LIST_IGNORE;
            }
            if (f.size > LIMITS.importMaxBytes) {
              message.error(t('error.PAYLOAD_TOO_LARGE'));
              return Upload.LIST_IGNORE;
            }
            setFile(f);
            setResult(null);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('admin.import.drop')}</p>
          <p className="ant-upload-hint">{t('admin.import.hint', { rows: LIMITS.importMaxRows })}</p>
        </Upload.Dragger>
        {result && <ImportSummary result={result} />}
      </Space>
    </Modal>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Alert
        type={result.failed ? 'warning' : 'success'}
        showIcon
        title={t('admin.import.resultTitle')}
        description={
          <Flex gap={48}>
            <Statistic title={t('admin.import.created')} value={result.created} />
            <Statistic title={t('admin.import.updated')} value={result.updated} />
            <Statistic title={t('admin.import.failed')} value={result.failed} styles={{ content: result.failed ? { color: '#cf1322' } : undefined }} />
          </Flex>
        }
      />
      {result.errors.length > 0 && (
        <>
          <Typography.Text strong>{t('admin.import.rowErrors')}</Typography.Text>
          <Table
            size="small"
            rowKey={(r) => `${r.path}:${r.message}`}
            dataSource={result.errors}
            pagination={result.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
            showHeader={false}
            columns={[{ key: 'message', title: t('admin.import.problem'), dataIndex: 'message' }]}
          />
        </>
      )}
    </Space>
  );
}
