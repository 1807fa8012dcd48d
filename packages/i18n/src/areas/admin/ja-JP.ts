import type { AdminKey } from './en-US.js';

const jaJP: Record<AdminKey, string> = {
};
export default jaJP;
