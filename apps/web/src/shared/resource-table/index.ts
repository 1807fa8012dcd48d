export { ResourceTable } from './ResourceTable';
export { callBlob, downloadFile, saveBlob } from './download';
export { applyIssues, failureMessage } from './messages';
export { resourceKey, retryTransient } from './useResourcePage';
export { validateConfig } from './validateConfig';
export type * from './types';
