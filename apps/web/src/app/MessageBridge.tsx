import { useEffect } from 'react';
import { App } from 'antd';
import { setMessageApi } from '@/shared/api/notify';

/** Hands the themed, localised antd message API to code outside React (query error toasts). */
export default function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}
