import { TreeSelect, type TreeSelectProps } from 'antd';
import { useOrgTree } from './orgTree';
import { toTreeSelect } from './orgTreeData';

interface Props extends Omit<TreeSelectProps<string>, 'treeData'> {
  /** An organisation that may not be chosen, with its subtree (one cannot move under itself). */
  excludeId?: string;
}

/**
 * Picks one organisation from the whole tree, searchable by name. As a Form.Item's child it takes
 * the item's value and onChange through `rest`.
 */
export function OrgTreeSelect({ excludeId, ...rest }: Props) {
  const { tree } = useOrgTree();
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      treeData={toTreeSelect(tree, excludeId)}
      {...rest}
    />
  );
}
