/**
 * The browser's client for the JSON API. XMLHttpRequest rather than fetch because only it
 * reports upload progress. A 401 on a call that carried the token ends the admin session.
 */
import { getToken, sessionExpired } from './auth';

export class ApiError extends Error {
  constructor(
    /** 0 when no answer arrived (network error, server down, aborted). */
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Upload progress from 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Every byte of the body is sent: the server is working on it. */
  onSent?: () => void;
  /** Aborts the request (it rejects as if no answer came). */
  signal?: AbortSignal;
  /** Send the stored token (default true). */
  auth?: boolean;
  /** On 401 with a token: end the session (default true). Loaders that redirect themselves turn it off. */
  expireOn401?: boolean;
}

const NETWORK_MESSAGE = 'The server could not be reached';

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
}

/** The server's message, or the fallback when it sent none (ADMIN-4, ADMIN-5). */
export const said = (body: unknown, fallback: string) => messageOf(body) ?? fallback;

export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, form, onProgress, onSent, signal, auth = true, expireOn401 = true } = options;
  const token = auth ? getToken() : null;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    if (onSent) xhr.upload.onload = onSent;
    if (signal?.aborted) {
      reject(new ApiError(0, NETWORK_MESSAGE));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token && expireOn401) sessionExpired();
      reject(new ApiError(xhr.status, messageOf(body) ?? (xhr.statusText || `Request failed (${xhr.status})`), body));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.ontimeout = () => reject(new ApiError(0, NETWORK_MESSAGE));
    if (form) {
      xhr.send(form);
    } else if (json !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(json));
    } else {
      xhr.send();
    }
  });
}

/** The file name a `Content-Disposition: attachment; filename="..."` header gives, if any. */
const attachmentName = (header: string | null) => /filename="([^"]+)"/.exec(header ?? '')?.[1];

/**
 * Fetches a protected file with the token and hands it to the browser as a download under `name`,
 * else under the name the server gives it (a backup's, stamped with its time). With `body`, a POST of
 * it as JSON (what must not be in an address, such as a backup's passphrase).
 */
export async function downloadWithToken(path: string, name?: string, body?: unknown): Promise<void> {
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(
      path,
      body === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401 && token) sessionExpired();
    const body = parse(await response.text());
    throw new ApiError(response.status, messageOf(body) ?? `Request failed (${response.status})`, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? attachmentName(response.headers.get('Content-Disposition')) ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A short message for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
