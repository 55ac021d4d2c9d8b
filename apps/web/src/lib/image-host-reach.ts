import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether an image host of another origin (Valve's CDN) can be reached from this browser. Its first picture
 * is the probe; the rest wait for its answer. Unreachable (offline, blocked), the visit says so once and shows
 * the fallback art directly instead of letting every card ask the host and fail first.
 */
export type HostReach = 'unknown' | 'up' | 'down';

const reach = new Map<string, HostReach>();
const listeners = new Set<() => void>();

function originOf(url: string): string | null {
  if (!/^(https?:)?\/\//i.test(url) || typeof window === 'undefined') return null;
  const origin = new URL(url, window.location.href).origin;
  return origin === window.location.origin ? null : origin;
}

function settle(origin: string, state: HostReach) {
  reach.set(origin, state);
  if (state === 'down') console.warn(`Images from ${origin} cannot be loaded; showing the shop's own pictures instead for this visit.`);
  listeners.forEach((listener) => listener());
}

/** The reach of `url`'s host as known now ('up' for the page's own origin), outside React. */
export function hostReachOf(url: string): HostReach {
  const origin = originOf(url);
  return origin ? (reach.get(origin) ?? 'unknown') : 'up';
}

/**
 * The first row's preloads (features/items/utils/first-row-images.ts) are the probe when the host is not
 * known yet: `probing` says one is under way (no second probe starts), `answered` what the first preload found.
 */
export function hostProbeStarted(url: string) {
  const origin = originOf(url);
  if (origin && !reach.has(origin)) reach.set(origin, 'unknown');
}

export function hostAnswered(url: string, reached: boolean) {
  const origin = originOf(url);
  if (origin && reach.get(origin) === 'unknown') settle(origin, reached ? 'up' : 'down');
}

function probe(origin: string, url: string) {
  if (reach.has(origin)) return;
  reach.set(origin, 'unknown');
  const image = new Image();
  image.fetchPriority = 'high';
  image.onload = () => settle(origin, 'up');
  image.onerror = () => settle(origin, 'down');
  image.src = url;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reach of `url`'s host: 'up' for the page's own origin and relative URLs. */
export function useHostReach(url: string): HostReach {
  const origin = originOf(url);
  const state = useSyncExternalStore(subscribe, () => (origin ? (reach.get(origin) ?? 'unknown') : 'up'), () => 'up' as HostReach);
  useEffect(() => {
    if (origin) probe(origin, url);
  }, [origin, url]);
  return state;
}

/** For tests: forget every host's reach, or say what a host's probe found. */
export function resetHostReach() {
  reach.clear();
}

export function settleHostReach(origin: string, state: Exclude<HostReach, 'unknown'>) {
  settle(origin, state);
}
