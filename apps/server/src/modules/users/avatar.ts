import { LIMITS } from '@portal/contracts';
import { invalidField } from '../../platform/http/errors.js';

const DATA_URL = /^data:image\/(png|jpeg|jpg|svg\+xml);base64,([A-Za-z0-9+/=]+)$/;

/** Avatar: a jpg, png or svg data URL of at most 200 KB, whose bytes match the declared type. */
export function checkAvatar(value: string) {
  const m = DATA_URL.exec(value);
  if (!m) throw invalidField('avatar', 'validation.avatar.format');
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length > LIMITS.avatarMaxBytes) throw invalidField('avatar', 'validation.avatar.size');
  const type = m[1];
  const ok =
    (type === 'png' && bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) ||
    ((type === 'jpeg' || type === 'jpg') && bytes[0] === 0xff && bytes[1] === 0xd8) ||
    // An SVG can carry script: only plain markup without script or event handlers is accepted.
    (type === 'svg+xml' && /<svg[\s>]/i.test(bytes.toString('utf8')) && !/<script|\son\w+\s*=|javascript:/i.test(bytes.toString('utf8')));
  if (!ok) throw invalidField('avatar', 'validation.avatar.format');
}
