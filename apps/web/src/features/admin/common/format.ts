import dayjs from 'dayjs';

/** Date and time in the user's locale-neutral short form. */
export const formatTime = (value?: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '');
export const formatDate = (value?: string | null) => (value ? dayjs(value).format('YYYY-MM-DD') : '');

/** A table cell for a value the record may lack: a dash says "none" where a blank cell would look unfinished. */
export const orDash = (value?: string | null) => value ?? '—';
