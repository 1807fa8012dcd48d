/** Web shell texts, English (reference for the keys of this area). */
const shellEnUS = {
} as const;

export type ShellKey = keyof typeof shellEnUS;
export default shellEnUS;
