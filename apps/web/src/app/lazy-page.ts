import type { ComponentType } from 'react';

export const CHUNK_RELOAD_KEY = 'ilaw:chunk-reload-at';
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/**
 * Loads a page's code. After a deployment the old chunk names are gone: reload the page once to
 * fetch the new ones, but at most once per 60 s so a real outage shows the error page instead of
 * looping.
 */
export async function loadPage(load: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  try {
    return (await load()).default;
  } catch (error) {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last > CHUNK_RELOAD_THROTTLE_MS) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
      // Never settles: the page is going away.
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}
