/**
 * The startup's requests as public/startup-requests.js started them while the page loaded, by URL. The api
 * client takes one instead of asking again; each is taken once, so a later call asks afresh.
 */
type EarlyRequests = Map<string, Promise<Response>>;

const earlyRequests = () => (globalThis as { __earlyRequests?: EarlyRequests }).__earlyRequests;

/** The early answer to `url`, if there is one: rejects as a fetch would when `signal` aborts first. */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const requests = earlyRequests();
  const early = requests?.get(url);
  if (!early) return undefined;
  requests!.delete(url);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
