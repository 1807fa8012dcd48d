import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The antd message API of the mounted <App>, reachable from code outside React (query caches).
 * Set by <MessageBridge/>.
 */
let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null) {
  messageApi = api;
}

export function toastError(text: string) {
  messageApi?.error({ content: text, key: text });
}
