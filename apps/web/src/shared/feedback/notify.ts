// Toasts through notistack's global `enqueueSnackbar`, so the call layer (outside React) can
// raise them. A toast hides the page-loading bar.
import { enqueueSnackbar, type VariantType } from 'notistack';
import { progressStore } from './progress-store.ts';

export interface ToastOptions {
  /** Stays until dismissed (connection errors). */
  persist?: boolean;
}

export function toast(message: string, variant: VariantType = 'default', options: ToastOptions = {}): void {
  progressStore.hideForToast();
  enqueueSnackbar(message, {
    variant,
    persist: options.persist ?? false,
    // The same message raised twice at once (several failed calls) shows once.
    preventDuplicate: true,
    style: { whiteSpace: 'pre-line' },
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => toast(message, 'success', options),
  info: (message: string, options?: ToastOptions) => toast(message, 'info', options),
  warning: (message: string, options?: ToastOptions) => toast(message, 'warning', options),
  error: (message: string, options?: ToastOptions) => toast(message, 'error', options),
};
