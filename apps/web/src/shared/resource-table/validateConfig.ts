import type { ResourceTableConfig } from './types';

/**
 * Checks a table configuration when the page mounts. Returns the i18n key of the spec's
 * table configuration error ("missing base address", "columns definition illegal"...) or null.
 */
export function validateConfig<T, V, F>(config: ResourceTableConfig<T, V, F>): string | null {
  if (!config || typeof config.fetchPage !== 'function' || !config.resource) return 'admin.table.config.missingBase';
  if (!columnsLegal(config.columns)) return 'admin.table.config.columnsIllegal';
  const form = config.form;
  if (form) {
    if (typeof form.render !== 'function' || typeof form.initialValues !== 'function') {
      return 'admin.table.config.columnsIllegal';
    }
    if (form.allowCreate !== false && typeof form.create !== 'function') return 'admin.table.config.missingAdd';
    if (form.allowEdit !== false && typeof form.update !== 'function') return 'admin.table.config.missingEdit';
  }
  const recycleBin = config.recycleBin ?? !!config.remove;
  if (recycleBin && typeof config.remove !== 'function') return 'admin.table.config.missingDelete';
  if (recycleBin && typeof config.recover !== 'function') return 'admin.table.config.missingRecover';
  for (const action of config.actions ?? []) {
    if (!action.key || (typeof action.run !== 'function' && typeof action.onClick !== 'function')) {
      return 'admin.table.config.columnsIllegal';
    }
  }
  return null;
}

function columnsLegal(columns: unknown): boolean {
  if (!Array.isArray(columns) || columns.length === 0) return false;
  const keys = new Set<string>();
  for (const col of columns) {
    if (!col || typeof col !== 'object') return false;
    const { key, title } = col as { key?: unknown; title?: unknown };
    if (typeof key !== 'string' || !key || keys.has(key)) return false;
    if (title === undefined || title === null) return false;
    keys.add(key);
  }
  return true;
}
