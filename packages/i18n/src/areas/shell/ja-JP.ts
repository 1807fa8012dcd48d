import type { ShellKey } from './en-US.js';

const jaJP: Record<ShellKey, string> = {
};
export default jaJP;
