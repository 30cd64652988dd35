// Screen tests answer the shared `api` client (ky) from a fake server. ky calls fetch with a Request; these helpers
// read it back as { url, method, headers (lower-case names), body (parsed JSON) } and build real Responses.
// Tests using them run in the fetch-capable jsdom environment (`@jest-environment ../shared/src/api/fetch-jsdom-environment.cjs`).

export interface FakeCall<B = unknown> {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: B;
}

/**
 * The call as the server sees it. `url`, `method` and `headers` are read at once (so a test can count calls made
 * synchronously); `body` is filled when `ready` resolves.
 */
export function readCall<B = unknown>(
  input: RequestInfo | URL,
  init?: RequestInit,
): { call: FakeCall<B>; ready: Promise<FakeCall<B>> } {
  const request = input instanceof Request ? input : new Request(input, init);
  const call: FakeCall<B> = {
    url: request.url,
    method: request.method,
    headers: Object.fromEntries(request.headers.entries()),
    body: null as B,
  };
  const ready = request
    .clone()
    .text()
    .then((text) => {
      call.body = (text ? JSON.parse(text) : null) as B;
      return call;
    });
  return { call, ready };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
