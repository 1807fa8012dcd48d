/** Web admin texts, English (reference for the keys of this area). */
const adminEnUS = {
} as const;

export type AdminKey = keyof typeof adminEnUS;
export default adminEnUS;
