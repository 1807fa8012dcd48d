import { useEffect, useMemo, useState, type Key } from 'react';
import { Alert, App, Button, Drawer, Flex, Space, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFeatureTree, getRole, setRoleFeatures, type FeatureNode, type Role } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { failureMessage, resourceKey, retryTransient } from '@/shared/resource-table';

interface Props {
  role: Role | null;
  canManage: boolean;
  onClose: () => void;
}

function leavesOf(nodes: FeatureNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leavesOf(n.children) : [n.code]));
}

/** "Authorize features": a checkable tree of the feature catalogue; leaves are what a role holds. */
export function FeatureDrawer({ role, canManage, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const readOnly = !canManage || !!role?.builtin;

  const tree = useQuery({ queryKey: ['admin', 'featureTree'], queryFn: () => call(getFeatureTree()), retry: retryTransient, staleTime: Infinity });
  const detail = useQuery({
    queryKey: [...resourceKey('roles'), 'detail', role?.id],
    queryFn: () => call(getRole({ path: { id: role!.id } })),
    enabled: !!role,
    retry: retryTransient,
    gcTime: 0,
  });

  useEffect(() => {
    if (detail.data) setChecked(detail.data.features);
  }, [detail.data]);

  const leaves = useMemo(() => new Set(leavesOf(tree.data ?? [])), [tree.data]);
  const treeData = useMemo(() => {
    const build = (nodes: FeatureNode[]): TreeDataNode[] =>
      nodes.map((n) => ({ key: n.code, title: t(`feature.${n.code}`), children: n.children?.length ? build(n.children) : undefined }));
    return build(tree.data ?? []);
  }, [tree.data, t]);

  const save = async () => {
    if (!role) return;
    const features = checked.map(String).filter((c) => leaves.has(c));
    if (!features.length) {
      message.warning(t('validation.role.featureRequired'));
      return;
    }
    setSaving(true);
    try {
      await call(setRoleFeatures({ path: { id: role.id }, body: { features } }));
      message.success(t('admin.roles.featuresSaved'));
      await queryClient.invalidateQueries({ queryKey: resourceKey('roles') });
      onClose();
    } catch (err) {
      message.error(failureMessage(err, t('admin.table.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const error = tree.error ?? detail.error;
  const loading = tree.isLoading || detail.isLoading;
  return (
    <Drawer
      open={!!role}
      title={role ? t('admin.roles.authorizeFeaturesOf', { name: role.name }) : ''}
      size={480}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{t(readOnly ? 'admin.table.close' : 'admin.table.cancel')}</Button>
            {!readOnly && (
              <Button type="primary" loading={saving} disabled={loading || !!error} onClick={save}>
                {t('admin.table.save')}
              </Button>
            )}
          </Space>
        </Flex>
      }
    >
      {role?.builtin && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('admin.roles.builtinReadOnly')} />}
      {error ? (
        <Alert type="error" showIcon title={t('admin.table.config.detailFailed')} description={failureMessage(error, '')} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('admin.roles.featuresHint')}</Typography.Paragraph>
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            disabled={readOnly}
            checkedKeys={checked}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
            treeData={treeData}
          />
        </>
      )}
    </Drawer>
  );
}
