import { ApiError, toApiError } from '@/shared/api/errors';

interface BlobResult {
  data?: unknown;
  error?: unknown;
  headers?: Record<string, unknown>;
  response?: { data?: unknown };
}

/**
 * Awaits a generated SDK call made with `responseType: 'blob'` and returns the file.
 * A failed call carries its error envelope as a Blob: it is read back so the server's
 * localised message reaches the user.
 */
export async function callBlob(request: Promise<BlobResult>): Promise<{ blob: Blob; filename: string | null }> {
  const res = await request;
  if (res.error !== undefined || !(res.data instanceof Blob)) {
    let body: unknown = res.error;
    if (body instanceof Blob) {
      try {
        body = JSON.parse(await body.text());
      } catch {
        /* not JSON: keep the status text */
      }
    }
    const patched = { ...res, error: body, response: res.response ? { ...res.response, data: body } : undefined };
    throw toApiError(patched);
  }
  return { blob: res.data, filename: filenameOf(res.headers?.['content-disposition']) };
}

function filenameOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? decodeURIComponent(plain[1]) : null;
}

/** Saves a Blob through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a generated blob call and saves it. */
export async function downloadFile(request: Promise<BlobResult>, fallbackName: string) {
  const { blob, filename } = await callBlob(request);
  saveBlob(blob, filename ?? fallbackName);
}

export { ApiError };
