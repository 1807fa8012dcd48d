import type { ShellKey } from './en-US.js';

const zhTW: Record<ShellKey, string> = {
};
export default zhTW;
