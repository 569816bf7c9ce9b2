// Talks to the local printer service on the teller's PC (SPEC.md section 7; decision 055): finds
// it, lists its printers, sends a receipt document and polls the job until it has printed. No
// React here, so the rules are unit-tested with a fake fetch.
import {
  isFinishedJob,
  PRINTER_MESSAGES,
  PRINTER_SERVICE_DEFAULT_URL,
  PRINTER_SERVICE_PATHS,
  PRINTER_STATUS_POLL_TIMEOUT_SECONDS,
  printerServiceErrorSchema,
  printerServiceStatusSchema,
  printerStatusSchema,
  printJobSchema,
  type PrinterStatus,
  type PrinterServiceStatus,
  type PrintJob,
  type ReceiptDocument,
} from '@ilaw/contracts/platform/receipt';

export interface PrinterSettings {
  /** Where the service answers; the default port on loopback unless the teller changed it. */
  serviceUrl: string;
  /** The printer chosen on this PC; the service's default when empty. */
  printerName: string;
}

const SETTINGS_KEY = 'ilaw.receiptPrinter';
export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = { serviceUrl: PRINTER_SERVICE_DEFAULT_URL, printerName: '' };

/** The printer is a property of the PC, not of the user: kept in this browser's storage. */
export function loadPrinterSettings(storage: Pick<Storage, 'getItem'> = localStorage): PrinterSettings {
  try {
    const saved = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<PrinterSettings>;
    return {
      serviceUrl:
        typeof saved.serviceUrl === 'string' && saved.serviceUrl
          ? saved.serviceUrl
          : DEFAULT_PRINTER_SETTINGS.serviceUrl,
      printerName: typeof saved.printerName === 'string' ? saved.printerName : '',
    };
  } catch {
    return DEFAULT_PRINTER_SETTINGS;
  }
}

export function savePrinterSettings(settings: PrinterSettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** Only a loopback address: the service must be the one on this PC. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export interface ClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

const defaultDeps = (): ClientDeps => ({
  fetch: (input, init) => fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
});

export type ServiceState =
  | { kind: 'unreachable'; message: typeof PRINTER_MESSAGES.cannotConnect }
  | { kind: 'no-printers'; message: typeof PRINTER_MESSAGES.noPrinters; status: PrinterServiceStatus }
  | { kind: 'ready'; status: PrinterServiceStatus };

const unreachable = { kind: 'unreachable', message: PRINTER_MESSAGES.cannotConnect } as const;

function base(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Is the service there, and which printers does it have? */
export async function discoverService(
  settings: PrinterSettings,
  deps: ClientDeps = defaultDeps(),
): Promise<ServiceState> {
  if (!isLoopbackUrl(settings.serviceUrl)) return unreachable;
  try {
    const res = await deps.fetch(base(settings.serviceUrl) + PRINTER_SERVICE_PATHS.status, { cache: 'no-store' });
    if (!res.ok) return unreachable;
    const status = printerServiceStatusSchema.parse(await res.json());
    return status.printers.length === 0
      ? { kind: 'no-printers', message: PRINTER_MESSAGES.noPrinters, status }
      : { kind: 'ready', status };
  } catch {
    return unreachable;
  }
}

/** Whether one printer answers (the service checks it: connects, or finds the device). */
export async function printerStatus(
  serviceUrl: string,
  name: string,
  deps: ClientDeps = defaultDeps(),
): Promise<PrinterStatus> {
  const res = await deps.fetch(base(serviceUrl) + PRINTER_SERVICE_PATHS.printerStatus(name), { cache: 'no-store' });
  if (!res.ok) return { name, online: false, message: await errorMessage(res) };
  return printerStatusSchema.parse(await res.json());
}

export type PrintOutcome =
  | { kind: 'printed'; job: PrintJob }
  | { kind: 'failed'; message: string; job?: PrintJob }
  | { kind: 'unreachable'; message: typeof PRINTER_MESSAGES.cannotConnect }
  | { kind: 'no-printers'; message: typeof PRINTER_MESSAGES.noPrinters }
  /** Still not printed after the poll time-out (SPEC.md section 9: 30 s). */
  | { kind: 'timed-out'; message: string; job: PrintJob };

export const PRINT_TIMED_OUT = 'The printer has not finished the receipt yet. Check the printer.';
const POLL_INTERVAL_MS = 500;

async function errorMessage(res: Response): Promise<string> {
  try {
    return printerServiceErrorSchema.parse(await res.json()).message;
  } catch {
    return `The printer service answered ${res.status}.`;
  }
}

/** Sends the document to the chosen printer and polls the job until it is done or failed. */
export async function printDocument(
  document: ReceiptDocument,
  settings: PrinterSettings,
  options: { reference?: string; copies?: number } = {},
  deps: ClientDeps = defaultDeps(),
): Promise<PrintOutcome> {
  const state = await discoverService(settings, deps);
  if (state.kind !== 'ready')
    return state.kind === 'unreachable' ? unreachable : { kind: 'no-printers', message: state.message };
  const known = state.status.printers.some((p) => p.name === settings.printerName);
  const url = base(settings.serviceUrl);
  let job: PrintJob;
  try {
    const res = await deps.fetch(url + PRINTER_SERVICE_PATHS.jobs, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        // A printer chosen here that the service no longer has: its default prints instead.
        ...(known && { printer: settings.printerName }),
        document,
        ...(options.reference !== undefined && { reference: options.reference }),
        ...(options.copies !== undefined && { copies: options.copies }),
      }),
    });
    if (res.status === 503) return { kind: 'no-printers', message: PRINTER_MESSAGES.noPrinters };
    if (!res.ok) return { kind: 'failed', message: await errorMessage(res) };
    job = printJobSchema.parse(await res.json());
  } catch {
    return unreachable;
  }
  const deadline = deps.now() + PRINTER_STATUS_POLL_TIMEOUT_SECONDS * 1000;
  while (!isFinishedJob(job.state)) {
    if (deps.now() >= deadline) return { kind: 'timed-out', message: PRINT_TIMED_OUT, job };
    await deps.sleep(POLL_INTERVAL_MS);
    try {
      const res = await deps.fetch(url + PRINTER_SERVICE_PATHS.job(job.id), { cache: 'no-store' });
      if (!res.ok) return { kind: 'failed', message: await errorMessage(res), job };
      job = printJobSchema.parse(await res.json());
    } catch {
      return unreachable;
    }
  }
  return job.state === 'done'
    ? { kind: 'printed', job }
    : { kind: 'failed', message: job.message ?? 'The printer could not print the receipt.', job };
}
