/** Progress of a transfer, as ky reports it: `percent` from 0 to 1. */
export interface Progress {
  percent: number;
  transferredBytes: number;
  /** 0 when the size is not known. */
  totalBytes: number;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

function sendWithXhr(request: Request, body: ArrayBuffer | null, onProgress: (p: Progress) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'arraybuffer';
    request.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    let last = 0;
    xhr.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : (body?.byteLength ?? 0);
      last = total ? event.loaded / total : 0;
      onProgress({ percent: last, transferredBytes: event.loaded, totalBytes: total });
    });
    xhr.addEventListener('load', () => {
      const size = body?.byteLength ?? 0;
      if (last < 1) onProgress({ percent: 1, transferredBytes: size, totalBytes: size });
      const status = xhr.status;
      resolve(
        new Response(NULL_BODY.has(status) ? null : (xhr.response as ArrayBuffer), {
          status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    if (request.signal.aborted) return xhr.abort();
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * A `fetch` for ky's `fetch` option that reports upload progress. ky's own `onUploadProgress` streams
 * the request body, which only Chromium supports, and there only over HTTP/2 — uploads to HTTP/1.1
 * hosts and in Firefox/Safari would fail. So the body is sent through XMLHttpRequest, whose
 * `upload` progress events work in every browser; ky still builds the request (prefix, headers,
 * time-out, abort) and reads the answer. Without XMLHttpRequest (Node) the body goes through
 * `fetch` and progress is reported honestly at 0 and at 1 only.
 */
export function progressFetch(onProgress: (progress: Progress) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.clone().arrayBuffer() : null;
    const total = body?.byteLength ?? 0;
    onProgress({ percent: 0, transferredBytes: 0, totalBytes: total });
    if (typeof XMLHttpRequest === 'undefined') {
      const response = await fetch(request);
      onProgress({ percent: 1, transferredBytes: total, totalBytes: total });
      return response;
    }
    return sendWithXhr(request, body, onProgress);
  };
}
