import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, type UploadedFile } from '@familyhub/contracts';
import { ApiError } from '../api-error';
import { apiFetch, CSRF_HEADER, CSRF_VALUE, IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../api-fetch';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the whole multipart body). */
  total: number;
}

export interface UploadFileOptions {
  /** Called as the bytes go out; with it the upload runs over XMLHttpRequest (fetch reports no upload progress). */
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function sendWithProgress(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_VALUE);
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) resolve(parseJson(text));
      else reject(new ApiError(xhr.status, text, xhr.statusText, parseJson(text)));
    };
    // The same failure fetch gives when the network is down.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * The contract's `uploadedFileSchema`, checked by hand: this client is shared with every page from the start, and
 * zod loads only with the first form (issue #16).
 */
function isUploadedFile(answer: unknown): answer is UploadedFile {
  if (typeof answer !== 'object' || answer === null) return false;
  const { fileUrl, fileType, fileSize, name } = answer as Record<string, unknown>;
  return (
    typeof fileUrl === 'string' &&
    typeof fileType === 'string' &&
    typeof name === 'string' &&
    Number.isInteger(fileSize) &&
    (fileSize as number) >= 0
  );
}

/**
 * Uploads one file as `multipart/form-data` (field `file`, spec 000 §7) with the session cookie and the CSRF
 * header, and answers `{ fileUrl, fileType, fileSize, name }`. Any non-OK answer rejects with the usual ApiError
 * ("413: {...}"; `error.serverMessage` is the use's words, e.g. 'File too large: Receipt image must be less than 5MB').
 * `path` is the service's upload address: `/api/upload` for school documents, `/api/<domain>/files?use=<use>`.
 */
export async function uploadFile(
  path: string,
  file: Blob,
  options: UploadFileOptions = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, (file as Blob & { name?: string }).name ?? 'file');
  const answer = options.onProgress
    ? await sendWithProgress(path, form, options.onProgress, options.signal)
    : await apiFetch<unknown>(path, { method: 'POST', body: form, signal: options.signal });
  if (!isUploadedFile(answer)) throw new Error('The upload answer was not a file description');
  return answer;
}

/** A mutation that uploads a file to `path` (see `uploadFile`); `mutate(file)`. */
export function useUploadFile(path: string, options: Omit<UploadFileOptions, 'signal'> = {}) {
  return useMutation<UploadedFile, Error, Blob>({
    mutationFn: (file) => uploadFile(path, file, options),
  });
}
