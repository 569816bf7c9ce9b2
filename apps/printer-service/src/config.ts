// Configuration: a JSON file (PRINTER_SERVICE_CONFIG, default ./printer-service.json when it exists)
// with environment variables on top. A bad value stops start-up with a message naming it.
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PRINTER_SERVICE_DEFAULT_PORT, receiptColumnsSchema, type PrinterInfo } from '@ilaw/contracts/platform/receipt';

const name = z.string().trim().min(1).max(100);
const common = {
  name,
  description: z.string().max(200).optional(),
  default: z.boolean().optional(),
  columns: receiptColumnsSchema.optional(),
  /** Lines fed before a cut (the distance from the print head to the cutter). */
  feedBeforeCut: z.number().int().min(0).max(10).optional(),
};

export const printerConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('network'),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).default(9100),
  }),
  z.object({
    ...common,
    kind: z.literal('usb'),
    /** A device file: '/dev/usb/lp0' (Linux usblp) or '\\\\localhost\\POS80' (a shared Windows printer). */
    devicePath: z.string().min(1).optional(),
    /** Or the USB ids, written to directly through libusb (the optional 'usb' package). */
    vendorId: z.number().int().min(0).max(0xffff).optional(),
    productId: z.number().int().min(0).max(0xffff).optional(),
  }),
  z.object({
    ...common,
    kind: z.literal('serial'),
    /** 'COM3' or '/dev/ttyUSB0'. */
    path: z.string().min(1),
    baudRate: z.number().int().min(1200).max(921600).default(9600),
  }),
  /** Appends the raw ESC/POS bytes to a file: for tests and for trying the service without a printer. */
  z.object({ ...common, kind: z.literal('file'), path: z.string().min(1) }),
]);
export type PrinterConfig = z.infer<typeof printerConfigSchema>;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export const serviceConfigSchema = z.object({
  host: z
    .string()
    .default('127.0.0.1')
    .refine((h) => LOOPBACK.test(h), 'The service listens on a loopback address only (127.0.0.1 or ::1).'),
  port: z.number().int().min(0).max(65535).default(PRINTER_SERVICE_DEFAULT_PORT),
  /** The portal's origins, e.g. 'https://portal.example-coop.ph'; other web pages are refused. */
  allowedOrigins: z
    .array(
      z
        .string()
        .url()
        .transform((u) => new URL(u).origin),
    )
    .default([]),
  printers: z
    .array(printerConfigSchema)
    .default([])
    .refine((ps) => new Set(ps.map((p) => p.name)).size === ps.length, 'Printer names must be different.')
    .refine((ps) => ps.filter((p) => p.default).length <= 1, 'Only one printer can be the default.')
    .refine(
      (ps) =>
        ps.every((p) => p.kind !== 'usb' || p.devicePath || (p.vendorId !== undefined && p.productId !== undefined)),
      'A USB printer needs a devicePath or both vendorId and productId.',
    ),
  /** Finished jobs kept for status polling. */
  jobHistory: z.number().int().min(10).max(10_000).default(500),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

export class ConfigError extends Error {}

function envNumber(env: NodeJS.ProcessEnv, key: string): number | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new ConfigError(`${key} must be a whole number, not '${raw}'.`);
  return n;
}

/**
 * Reads the configuration. Environment: PRINTER_SERVICE_CONFIG (file), PRINTER_SERVICE_HOST,
 * PRINTER_SERVICE_PORT, PRINTER_SERVICE_ORIGINS (comma-separated), PRINTER_SERVICE_FILE (adds a
 * file printer named 'File', the default when no other is).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServiceConfig {
  const file = env['PRINTER_SERVICE_CONFIG'];
  const filePath = path.resolve(cwd, file ?? 'printer-service.json');
  let fromFile: Record<string, unknown> = {};
  if (file !== undefined || existsSync(filePath)) {
    try {
      fromFile = JSON.parse(readFileSync(filePath, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new ConfigError(`Cannot read the configuration file ${filePath}: ${(error as Error).message}`);
    }
  }
  const merged: Record<string, unknown> = { ...fromFile };
  if (env['PRINTER_SERVICE_HOST']) merged['host'] = env['PRINTER_SERVICE_HOST'];
  const port = envNumber(env, 'PRINTER_SERVICE_PORT');
  if (port !== undefined) merged['port'] = port;
  if (env['PRINTER_SERVICE_ORIGINS']) {
    merged['allowedOrigins'] = env['PRINTER_SERVICE_ORIGINS']
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  }
  if (env['PRINTER_SERVICE_FILE']) {
    const printers = Array.isArray(merged['printers']) ? (merged['printers'] as unknown[]) : [];
    merged['printers'] = [
      ...printers,
      {
        name: 'File',
        kind: 'file',
        path: path.resolve(cwd, env['PRINTER_SERVICE_FILE']),
        default: printers.length === 0,
      },
    ];
  }
  const parsed = serviceConfigSchema.safeParse(merged);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Printer service configuration: ${first?.path.join('.') || '(root)'}: ${first?.message}`);
  }
  if (isIP(parsed.data.host) === 0 && parsed.data.host !== 'localhost') throw new ConfigError('Bad host.');
  return parsed.data;
}

/** The printers as the service lists them; the first is the default when none is marked. */
export function printerInfos(config: ServiceConfig): PrinterInfo[] {
  const hasDefault = config.printers.some((p) => p.default);
  return config.printers.map((p, i) => ({
    name: p.name,
    kind: p.kind,
    ...(p.description !== undefined && { description: p.description }),
    isDefault: hasDefault ? p.default === true : i === 0,
  }));
}
