import { useEffect, useMemo, useState, type Key } from 'react';
import { Alert, Tree, Typography, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFeatureTree, getRole, setRoleFeatures, type FeatureNode, type Role } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { retryTransient } from '@/shared/resource-table';
import { DetailLoadState } from '../common/DetailLoadState';
import { EditorDrawer } from '../common/EditorDrawer';
import { useOpenRecordQuery } from '../common/useOpenRecordQuery';
import { useSaveAndClose } from '../common/useSaveAndClose';

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
  const [checked, setChecked] = useState<Key[]>([]);
  const readOnly = !canManage || !!role?.builtin;
  const { saving, save } = useSaveAndClose({
    resource: 'roles',
    successText: t('admin.roles.featuresSaved'),
    emptyWarning: t('validation.role.featureRequired'),
    onClose,
  });

  const tree = useQuery({ queryKey: ['admin', 'featureTree'], queryFn: () => call(getFeatureTree()), retry: retryTransient, staleTime: Infinity });
  const detail = useOpenRecordQuery({ resource: 'roles', part: 'detail', id: role?.id, fetch: (id) => call(getRole({ path: { id } })) });

  useEffect(() => {
    if (detail.data) setChecked(detail.data.features);
  }, [detail.data]);

  const leaves = useMemo(() => new Set(leavesOf(tree.data ?? [])), [tree.data]);
  const treeData = useMemo(() => {
    const build = (nodes: FeatureNode[]): TreeDataNode[] =>
      nodes.map((n) => ({ key: n.code, title: t(`feature.${n.code}`), children: n.children?.length ? build(n.children) : undefined }));
    return build(tree.data ?? []);
  }, [tree.data, t]);

  const saveFeatures = async () => {
    if (!role) return;
    // Only leaves are stored: a checked branch stands for its leaves.
    const features = checked.map(String).filter((c) => leaves.has(c));
    await save(features, () => call(setRoleFeatures({ path: { id: role.id }, body: { features } })));
  };

  const error = tree.error ?? detail.error;
  const loading = tree.isLoading || detail.isLoading;
  return (
    <EditorDrawer
      open={!!role}
      title={role ? t('admin.roles.authorizeFeaturesOf', { name: role.name }) : ''}
      size={480}
      onClose={onClose}
      editable={!readOnly}
      saving={saving}
      saveDisabled={loading || !!error}
      onSave={saveFeatures}
    >
      {role?.builtin && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('admin.roles.builtinReadOnly')} />}
      <DetailLoadState error={error} loading={loading}>
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
      </DetailLoadState>
    </EditorDrawer>
  );
}
