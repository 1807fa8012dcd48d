import type { ReactNode } from 'react';
import { Flex } from 'antd';

/** A left panel (tree) and the main content that takes the rest of the width. */
export function AdminSplit({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <Flex gap={16} align="flex-start">
      {side}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Flex>
  );
}
