// Offline use of the portal on a phone (decision 113). The service worker is installed only when
// a field user asks for it ("Use without signal"), so office PCs and every other screen keep the
// plain network behaviour. Once installed it serves the app from its precache and answers the
// few reads a field screen needs (the user, access, the route sheet) from the last good answer
// when there is no signal.

/** The cache the service worker keeps those reads in (vite.config.ts names it the same). */
export const FIELD_API_CACHE = 'ilaw-field-api';
const FLAG = 'ilaw.offline-use';

export const offlineUseSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Whether this browser was set up for use without signal. */
export const offlineUseEnabled = (): boolean => offlineUseSupported() && localStorage.getItem(FLAG) === '1';

/** Installs the service worker and waits until it serves this page. */
export async function enableOfflineUse(): Promise<void> {
  if (!offlineUseSupported()) throw new Error('This browser cannot keep the portal for use without signal.');
  const sw = navigator.serviceWorker;
  const controlled = sw.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) => sw.addEventListener('controllerchange', () => resolve(), { once: true }));
  await sw.register('/sw.js', { scope: '/' });
  await sw.ready;
  await controlled;
  localStorage.setItem(FLAG, '1');
}

/** On start: a phone set up for offline use checks for a newer app (the worker updates itself). */
export function refreshOfflineUse(): void {
  if (offlineUseEnabled()) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** At sign-out: the kept answers were this user's; the next user must not read them offline. */
export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(FIELD_API_CACHE);
}
