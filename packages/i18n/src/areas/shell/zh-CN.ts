import type { ShellKey } from './en-US.js';

const zhCN: Record<ShellKey, string> = {
};
export default zhCN;
