import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Input, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrganizationTreeNode } from '@portal/api-client';
import { failureMessage } from '@/shared/resource-table';
import { useOrgTree } from './orgTree';

interface Props {
  /** Selected organisation id, or undefined for all. */
  value?: string;
  onChange: (orgId: string | undefined) => void;
  /** Show the user count of each organisation. */
  showCounts?: boolean;
}

const ALL = '__all__';

function matches(node: OrganizationTreeNode, q: string): boolean {
  return node.name.toLowerCase().includes(q) || node.children.some((c) => matches(c, q));
}

/** Left-hand organisation tree that filters a page; "All organizations" clears the filter. */
export function OrgTreePanel({ value, onChange, showCounts }: Props) {
  const { t } = useTranslation();
  const { tree, isLoading, isError, error } = useOrgTree();
  const [filter, setFilter] = useState('');

  const treeData = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const build = (nodes: OrganizationTreeNode[]): TreeDataNode[] =>
      nodes
        .filter((n) => !q || matches(n, q))
        .map((n) => ({
          key: n.id,
          title: (
            <span>
              {n.name}
              {n.isExternal && (
                <Tag color="orange" style={{ marginInlineStart: 6 }}>
                  {t('admin.orgs.external')}
                </Tag>
              )}
              {showCounts && <span style={{ color: 'rgba(0,0,0,0.45)', marginInlineStart: 4 }}>({n.userCount})</span>}
            </span>
          ),
          children: build(n.children),
        }));
    return [{ key: ALL, title: t('admin.orgs.all'), icon: <ApartmentOutlined />, children: build(tree) }];
  }, [tree, filter, showCounts, t]);

  return (
    <Card size="small" title={t('admin.orgs.treeTitle')} style={{ width: 280, flex: 'none' }} styles={{ body: { padding: 12 } }}>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('admin.orgs.treeFilter')}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {isError && <Alert type="error" showIcon title={failureMessage(error, t('admin.table.loadFailed'))} />}
      {isLoading ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : treeData[0].children?.length || !filter ? (
        <Tree
          blockNode
          showIcon
          defaultExpandAll
          key={filter ? `f:${filter}` : `t:${tree.length}`}
          selectedKeys={[value ?? ALL]}
          onSelect={(keys) => {
            const key = keys[0];
            // Clicking the selected node again, or "All", clears the filter.
            onChange(key === undefined || key === ALL ? undefined : String(key));
          }}
          treeData={treeData}
          style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.table.noMatch')} />
      )}
    </Card>
  );
}
