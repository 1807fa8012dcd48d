import type { ReactNode } from 'react';
import type { FormInstance, TableColumnType, TableProps } from 'antd';
import type { ImportResult } from '@portal/api-client';

/** What the table asks the server for: one page of a resource. */
export interface PageParams<F = Record<string, unknown>> {
  page: number;
  pageSize: number;
  keyword?: string;
  /** Key of the sorted column (the server's sort field). */
  sort?: string;
  order?: 'asc' | 'desc';
  /** True in the recycle bin. */
  deleted: boolean;
  /** Page-specific filters (organisation, status, ...). */
  filters: F;
}

/** The query part of PageParams, for exports (no paging). */
export type ListParams<F = Record<string, unknown>> = Omit<PageParams<F>, 'page' | 'pageSize'>;

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** A column; `sorter: true` asks the server to sort by the column's `key`. */
export type ResourceColumn<T> = TableColumnType<T> & { key: string };

export interface FormRenderContext<T, V> {
  form: FormInstance<V>;
  mode: 'create' | 'edit';
  record?: T;
}

/** Create/edit dialog. `create` and `update` are the add and edit "addresses" of the resource. */
export interface ResourceFormConfig<T, V> {
  titleCreate: ReactNode;
  titleEdit: ReactNode;
  width?: number;
  /** Label of the create button (defaults to "New"). */
  createLabel?: ReactNode;
  /** Set false for resources that are only edited, never created here. */
  allowCreate?: boolean;
  allowEdit?: boolean;
  render: (ctx: FormRenderContext<T, V>) => ReactNode;
  /** Form values for a new record (record undefined) or for editing a record. */
  initialValues: (record?: T) => Partial<V>;
  /** Loads the full record before editing; its failure shows "failed to request details". */
  getDetail?: (id: string) => Promise<T>;
  create?: (values: V) => Promise<unknown>;
  update?: (id: string, values: V, record: T) => Promise<unknown>;
}

/** An action on selected records (toolbar) or on one record (row). */
export interface RecordAction<T> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Confirmation text; destructive actions should have one. */
  confirm?: ReactNode;
  /** Shown in the recycle bin instead of the normal list. */
  inRecycleBin?: boolean;
  /** Shown as a toolbar button acting on the selected rows. */
  batch?: boolean;
  /** Shown in the actions column of each row (visible decides per row). */
  row?: boolean;
  visible?: (record: T) => boolean;
  /** Runs on ids (batch or one row) with toasts and refresh... */
  run?: (ids: string[]) => Promise<unknown>;
  successText?: ReactNode;
  failureText?: ReactNode;
  /** ...or opens the page's own dialog for one row. */
  onClick?: (record: T) => void;
}

export interface ImportConfig {
  run: (file: File) => Promise<ImportResult>;
  template?: () => Promise<void>;
}

export interface ResourceTableConfig<T, V = Record<string, unknown>, F = Record<string, unknown>> {
  /** Query-key root, e.g. 'users'. */
  resource: string;
  title?: ReactNode;
  columns: ResourceColumn<T>[];
  rowKey?: (record: T) => string;
  /** The base "address": one page of records. */
  fetchPage: (params: PageParams<F>) => Promise<PageResult<T>>;
  /** Page filters, owned by the page (part of the query key). */
  filters?: F;
  /** Filter controls shown next to the search box. */
  filterBar?: ReactNode;
  /** May the user write (create, edit, delete, import...)? */
  canManage: boolean;
  form?: ResourceFormConfig<T, V>;
  remove?: (ids: string[]) => Promise<unknown>;
  recover?: (ids: string[]) => Promise<unknown>;
  /** Defaults to true when remove is given. */
  recycleBin?: boolean;
  actions?: RecordAction<T>[];
  importer?: ImportConfig;
  exporter?: (params: ListParams<F>) => Promise<void>;
  /** Other query keys to refresh after a change (e.g. a tree). */
  invalidates?: unknown[][];
  searchPlaceholder?: string;
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  expandable?: TableProps<T>['expandable'];
  /** Per-row switches for the built-in Edit and Delete (e.g. built-in records). */
  rowEditable?: (record: T) => boolean;
  rowRemovable?: (record: T) => boolean;
  /** Row actions shown as links before the "More" menu (default 2). */
  inlineActions?: number;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Wide tables scroll sideways (actions column fixed on the right); others fit their container. */
  scrollX?: number | 'max-content';
}
