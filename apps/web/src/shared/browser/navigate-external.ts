/** True when `to` leaves the portal's own origin. */
export function isExternal(to: string): boolean {
  try {
    return new URL(to, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Outside addresses get a full page navigation (SPEC.md section 8). */
export function assignExternal(to: string): void {
  window.location.assign(to);
}

/** A return path taken from the address bar: only same-origin paths, never '//host'. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
