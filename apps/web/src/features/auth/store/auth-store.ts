import { STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { authReducer, restoreAuthState } from './auth-state.ts';
import type { AuthAction, AuthState } from './auth-state.ts';

/**
 * The one auth state of the app (spec §3), outside React so the api's failure handling and the startup can
 * change it. The session flag and the user type are kept in local storage; signing out removes them and
 * the bearer token key.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

const restore = () => restoreAuthState(readStorage(STORAGE_KEYS.authSession), readStorage(STORAGE_KEYS.authUserType));
let state: AuthState = restore();

function persist(next: AuthState): void {
  if (next.isAuthenticated) writeStorage(STORAGE_KEYS.authSession, 'true');
  else removeStorage(STORAGE_KEYS.authSession);
  if (next.userType) writeStorage(STORAGE_KEYS.authUserType, next.userType);
  else removeStorage(STORAGE_KEYS.authUserType);
  if (!next.isAuthenticated) removeStorage(STORAGE_KEYS.token);
}

export function getAuthState(): AuthState {
  return state;
}

export function dispatchAuth(action: AuthAction): AuthState {
  const next = authReducer(state, action);
  if (next !== state) {
    state = next;
    persist(next);
    for (const listener of listeners) listener();
  }
  return state;
}

/** Re-reads local storage (tests). */
export function reloadAuthState(): void {
  state = restore();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}
