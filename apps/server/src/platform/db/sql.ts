/** A LIKE pattern matching `text` anywhere, with its own %, _ and backslash taken literally. */
export const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
