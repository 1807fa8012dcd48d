/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time API server address; when absent, localStorage 'portal.server' or the page's own origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** dayjs locale files register themselves on import and ship no typings. */
declare module 'dayjs/locale/*';
