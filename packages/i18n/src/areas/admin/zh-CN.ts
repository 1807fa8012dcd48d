import type { AdminKey } from './en-US.js';

const zhCN: Record<AdminKey, string> = {
};
export default zhCN;
