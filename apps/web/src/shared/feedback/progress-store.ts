// A tiny store shared by the page-loading bar and the toast helper: showing a toast hides the
// bar (SPEC.md section 9), and anything outside React can report work in progress.

type Listener = () => void;
const listeners = new Set<Listener>();
let hiddenAt = 0;

export const progressStore = {
  /** Time of the last toast; the bar stays hidden for work that started before it. */
  hiddenAt: () => hiddenAt,
  hideForToast(): void {
    hiddenAt = Date.now();
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
