import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Flex, Input, Spin, Tooltip, Tree, Typography, type TreeDataNode } from 'antd';
import { ApartmentOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrganizationTreeNode } from '@portal/api-client';
import { failureMessage } from '@/shared/resource-table';
import { useOrgTree } from './orgTree';
import { subtreeMatches } from './orgTreeData';
import styles from './OrgTreePanel.module.css';

interface Props {
  /** Selected organisation id, or undefined for all. */
  value?: string;
  onChange: (orgId: string | undefined) => void;
  /** Show the user count of each organisation. */
  showCounts?: boolean;
}

const ALL = '__all__';

/** Left-hand organisation tree that filters a page; "All organizations" clears the filter. */
export function OrgTreePanel({ value, onChange, showCounts }: Props) {
  const { t } = useTranslation();
  const { tree, byId, isLoading, isError, error } = useOrgTree();
  const [filter, setFilter] = useState('');

  const treeData = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const build = (nodes: OrganizationTreeNode[]): TreeDataNode[] =>
      nodes
        .filter((n) => !q || subtreeMatches(n, q))
        .map((n) => ({
          key: n.id,
          title: (
            <Flex align="center" gap={4} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: n.name }} style={{ minWidth: 0 }}>
                {n.name}
              </Typography.Text>
              {n.isExternal && (
                <Tooltip title={t('admin.orgs.external')}>
                  <GlobalOutlined style={{ color: '#fa8c16', flex: 'none' }} aria-label={t('admin.orgs.external')} />
                </Tooltip>
              )}
              {showCounts && <Typography.Text type="secondary" style={{ flex: 'none' }}>({n.userCount})</Typography.Text>}
            </Flex>
          ),
          children: build(n.children),
        }));
    return [{ key: ALL, title: t('admin.orgs.all'), icon: <ApartmentOutlined />, children: build(tree) }];
  }, [tree, filter, showCounts, t]);

  return (
    <Card size="small" title={t('admin.orgs.treeTitle')} style={{ width: 260, flex: 'none' }} styles={{ body: { padding: 12 } }}>
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
          key={filter ? `f:${filter}` : `t:${byId.size}`}
          selectedKeys={[value ?? ALL]}
          onSelect={(keys) => {
            const key = keys[0];
            // Clicking the selected node again, or "All", clears the filter.
            onChange(key === undefined || key === ALL ? undefined : String(key));
          }}
          treeData={treeData}
          className={styles.tree}
          style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.table.noMatch')} />
      )}
    </Card>
  );
}
