// The receipt document a cashier's PC prints, and the protocol of the local printer service
// (SPEC.md section 7, 'Local receipt printer'; docs/decisions/055). The web client, the printer
// service (apps/printer-service) and the collection module share these shapes.
import { z } from 'zod';
import { cleanString } from '../validation.ts';

/** Messages of SPEC.md sections 7 and 8. */
export const PRINTER_MESSAGES = {
  noPrinters: 'No printers',
  cannotConnect: 'Cannot connect to server',
} as const;

/** SPEC.md section 9: 'Printer status poll timeout: 30' (seconds). */
export const PRINTER_STATUS_POLL_TIMEOUT_SECONDS = 30;
export const PRINTER_SERVICE_DEFAULT_PORT = 9188;
export const PRINTER_SERVICE_DEFAULT_URL = `http://127.0.0.1:${PRINTER_SERVICE_DEFAULT_PORT}`;
export const PRINTER_SERVICE_NAME = 'ilaw-printer-service';

/** Paths the service answers (HTTP JSON, and one WebSocket). */
export const PRINTER_SERVICE_PATHS = {
  status: '/v1/status',
  printerStatus: (name: string) => `/v1/printers/${encodeURIComponent(name)}/status`,
  jobs: '/v1/jobs',
  job: (id: string) => `/v1/jobs/${encodeURIComponent(id)}`,
  socket: '/v1/ws',
} as const;

// ---------------------------------------------------------------------------------------------
// The document: what to print, line by line. The service lays it out for the paper's columns.

export const RECEIPT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const RECEIPT_TEXT_SIZES = ['normal', 'large'] as const;
export const BARCODE_SYMBOLOGIES = ['code128', 'code39'] as const;
/** 80 mm paper prints 48 columns of font A (42 on some models); 58 mm paper 32. */
export const RECEIPT_COLUMN_CHOICES = [32, 35, 42, 44, 48] as const;
export const DEFAULT_RECEIPT_COLUMNS = 48;
export const receiptColumnsSchema = z
  .number()
  .int()
  .refine((n) => (RECEIPT_COLUMN_CHOICES as readonly number[]).includes(n), {
    message: `Columns must be one of ${RECEIPT_COLUMN_CHOICES.join(', ')}.`,
  });

export const INVALID_RECEIPT_TEXT = 'Receipt text cannot contain control characters.';
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Printable text: control characters would be printer commands, so they are refused. */
export function receiptText(max: number) {
  return cleanString()
    .max(max)
    .refine((v) => !CONTROL.test(v), INVALID_RECEIPT_TEXT);
}

const align = z.enum(RECEIPT_ALIGNMENTS).optional();

export const receiptLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: receiptText(500),
    align,
    bold: z.boolean().optional(),
    size: z.enum(RECEIPT_TEXT_SIZES).optional(),
  }),
  /** A label on the left and a value (an amount) on the right of one line. */
  z.object({ kind: z.literal('pair'), left: receiptText(200), right: receiptText(60), bold: z.boolean().optional() }),
  z.object({ kind: z.literal('rule'), style: z.enum(['single', 'double']).optional() }),
  z.object({ kind: z.literal('feed'), lines: z.number().int().min(1).max(10) }),
  z.object({
    kind: z.literal('qr'),
    data: receiptText(500).min(1),
    /** Module size in dots, 1..8. */
    size: z.number().int().min(1).max(8).optional(),
    align,
  }),
  z.object({
    kind: z.literal('barcode'),
    // Printable ASCII; '{' starts a Code 128 control sequence, so it is left out.
    data: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[\x20-\x7a\x7c-\x7e]+$/, 'A barcode holds printable ASCII other than "{".'),
    symbology: z.enum(BARCODE_SYMBOLOGIES).optional(),
    height: z.number().int().min(24).max(255).optional(),
    align,
  }),
  z.object({ kind: z.literal('cut'), partial: z.boolean().optional() }),
]);
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptDocumentSchema = z.object({
  columns: receiptColumnsSchema.optional(),
  lines: z.array(receiptLineSchema).min(1).max(1000),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// The service's answers and requests.

export const PRINTER_KINDS = ['usb', 'serial', 'network', 'file'] as const;

export const printerInfoSchema = z.object({
  name: z.string(),
  kind: z.enum(PRINTER_KINDS),
  description: z.string().optional(),
  isDefault: z.boolean(),
});
export type PrinterInfo = z.infer<typeof printerInfoSchema>;

export const printerServiceStatusSchema = z.object({
  service: z.literal(PRINTER_SERVICE_NAME),
  version: z.string(),
  printers: z.array(printerInfoSchema),
});
export type PrinterServiceStatus = z.infer<typeof printerServiceStatusSchema>;

export const printerStatusSchema = z.object({
  name: z.string(),
  online: z.boolean(),
  message: z.string().optional(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

export const printJobRequestSchema = z.object({
  /** A configured printer's name; the default printer when left out. */
  printer: cleanString().max(100).optional(),
  document: receiptDocumentSchema,
  copies: z.number().int().min(1).max(5).optional(),
  /** The caller's own label for the job (e.g. the OR number), echoed back. */
  reference: receiptText(100).optional(),
});
export type PrintJobRequest = z.infer<typeof printJobRequestSchema>;

export const PRINT_JOB_STATES = ['queued', 'printing', 'done', 'failed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];
export const isFinishedJob = (state: PrintJobState) => state === 'done' || state === 'failed';

export const printJobSchema = z.object({
  id: z.string(),
  printer: z.string(),
  state: z.enum(PRINT_JOB_STATES),
  reference: z.string().optional(),
  message: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** Error body of the service: the SPEC-style one-line message. */
export const printerServiceErrorSchema = z.object({ message: z.string() });

/** WebSocket messages, client to service. */
export const printerSocketRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), requestId: z.string().max(100).optional() }),
  z.object({ type: z.literal('print'), requestId: z.string().max(100).optional(), job: printJobRequestSchema }),
  z.object({ type: z.literal('job'), requestId: z.string().max(100).optional(), id: z.string().max(100) }),
]);
export type PrinterSocketRequest = z.infer<typeof printerSocketRequestSchema>;

/** WebSocket messages, service to client. A job's later changes are pushed as 'job' messages. */
export const printerSocketReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), requestId: z.string().optional(), status: printerServiceStatusSchema }),
  z.object({ type: z.literal('job'), requestId: z.string().optional(), job: printJobSchema }),
  z.object({ type: z.literal('error'), requestId: z.string().optional(), message: z.string() }),
]);
export type PrinterSocketReply = z.infer<typeof printerSocketReplySchema>;
