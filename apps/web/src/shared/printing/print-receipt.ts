// What a screen calls to print a receipt: through the local printer service, with SPEC.md's
// messages, and through the browser on an 80 mm page when no service or printer answers.
import {
  buildOfficialReceipt,
  type OfficialReceiptInput,
  type OfficialReceiptLayout,
} from '@ilaw/contracts/platform/official-receipt';
import type { ReceiptDocument } from '@ilaw/contracts/platform/receipt';
import { notify } from '#web/shared/feedback/notify.ts';
import { printInBrowser } from './browser-print.ts';
import { loadPrinterSettings, printDocument, type PrintOutcome } from './printer-client.ts';

export interface PrintReceiptOptions {
  /** Shown in the messages and kept with the job, e.g. the OR number. */
  reference?: string;
  copies?: number;
  /** Print through the browser when the service or a printer is missing (default true). */
  browserFallback?: boolean;
}

export async function printReceipt(
  document: ReceiptDocument,
  options: PrintReceiptOptions = {},
): Promise<PrintOutcome> {
  const { browserFallback = true, ...job } = options;
  const outcome = await printDocument(document, loadPrinterSettings(), job);
  switch (outcome.kind) {
    case 'printed':
      notify.success(options.reference ? `Receipt ${options.reference} printed.` : 'Receipt printed.');
      break;
    case 'unreachable':
    case 'no-printers':
      notify.warning(outcome.message);
      if (browserFallback) printInBrowser(document, options.reference);
      break;
    case 'failed':
    case 'timed-out':
      notify.error(outcome.message);
      break;
  }
  return outcome;
}

/** An official receipt (DOMAIN.md 2.3) built from a payment and printed. */
export function printOfficialReceipt(
  input: OfficialReceiptInput,
  layout: Partial<OfficialReceiptLayout> = {},
  options: PrintReceiptOptions = {},
): Promise<PrintOutcome> {
  return printReceipt(buildOfficialReceipt(input, layout), { reference: input.orNumber, ...options });
}
