import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { CspNonce } from './lib/csp-nonce';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry with two changes. The render's nonce goes on every inline
 * script React Router writes (the server turns them into the page's CSP hashes). And the answer
 * waits for the whole page (onAllReady, not onShellReady), so that an error anywhere in the render
 * makes it a 500 before anything is sent: the server caches 200 pages, never a half-failed one.
 * No page streams deferred data, so waiting costs nothing.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject above and React Router logs them; these come from inside it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
