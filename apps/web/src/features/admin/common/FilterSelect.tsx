import { Select, type SelectProps } from 'antd';

interface Props<V extends string> extends Omit<SelectProps<V>, 'allowClear' | 'style'> {
  /** Width in pixels: each filter is as wide as its longest option. */
  width: number;
}

/** A dropdown in a table's filter bar; clearing it drops the filter. */
export function FilterSelect<V extends string>({ width, ...rest }: Props<V>) {
  return <Select<V> allowClear style={{ width }} {...rest} />;
}
