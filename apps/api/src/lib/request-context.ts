/**
 * The request a piece of work belongs to, carried through async calls (AsyncLocalStorage), so a job enqueued
 * while serving a request records that request's id and the worker logs it (issue 14, observability).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
