import type { AdminKey } from './en-US.js';

const zhTW: Record<AdminKey, string> = {
};
export default zhTW;
