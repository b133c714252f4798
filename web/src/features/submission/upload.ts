// Uploads of the last step (SUB-ICON-08, SUB-VID-14): a multipart post to the
// gateway's /upload route, which relays it to the provider as a stream. Through
// XMLHttpRequest rather than fetch: only it reports the upload's progress, which
// the video list shows per file.
import { describeApiError, type ApiErrorBody, type ErrorList } from '@greenlight/rules';

export interface UploadResult<T> {
  ok: boolean;
  /** The provider's answer: the stored asset, or its error body */
  body: T | ApiErrorBody | null;
  /** The message to show when it failed: the specification's for a refused file */
  error: string | null;
}

/**
 * Posts `fields` then `file` (the provider reads the fields first) and reports the
 * share sent, 0 to 1. Resolves once the provider answered; a network failure is a
 * failed result, never a throw.
 */
export function uploadFile<T>(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (sent: number) => void,
  errorList: ErrorList = new Map(),
  signal?: AbortSignal,
): Promise<UploadResult<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const failed = (message: string) => resolve({ ok: false, body: null, error: message });
    request.onerror = () => failed('The upload failed: check your connection and try again.');
    request.onabort = () => failed('The upload was cancelled.');
    request.onload = () => {
      const body = parsedJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true, body: body as T, error: null });
        return;
      }
      const described = describeApiError((body ?? {}) as ApiErrorBody, errorList);
      resolve({ ok: false, body: body as ApiErrorBody, error: described.message });
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

function parsedJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
