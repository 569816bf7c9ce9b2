// Configuration comes from the environment. Anything wrong stops start-up with a message that
// names the variable and what to put there.
import path from 'node:path';
import { z } from 'zod';

const minutes = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of minutes.` })
    .int(`${name} must be a whole number of minutes.`)
    .positive(`${name} must be more than zero minutes.`)
    .default(fallback);

const count = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be more than zero.`)
    .max(100_000, `${name} must be at most 100000.`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number between 0 and 65535.' })
    .int()
    .min(0, 'PORT must be a port number between 0 and 65535.')
    .max(65535, 'PORT must be a port number between 0 and 65535.')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://.')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PORTAL_NAME: z.string().trim().min(1, 'PORTAL_NAME must not be empty.').max(60).default('Ilaw'),
  // The letterhead of printed reports and receipts (decision 016-print-pack).
  COOPERATIVE_NAME: z
    .string()
    .trim()
    .min(1, 'COOPERATIVE_NAME must not be empty.')
    .max(120)
    .default('Ilaw Electric Cooperative, Inc.'),
  /** Address lines separated by '|'. */
  COOPERATIVE_ADDRESS: z.string().trim().max(300).default('National Highway, Poblacion|San Jose, Occidental Mindoro'),
  COOPERATIVE_TIN: z.string().trim().max(30).default(''),
  COOPERATIVE_CONTACT: z.string().trim().max(120).default(''),
  /** A PNG or SVG file printed at the letterhead's left. */
  COOPERATIVE_LOGO: z.string().trim().optional(),
  PORTAL_ADMIN_PASSWORD: z.string().min(8, 'PORTAL_ADMIN_PASSWORD must be at least 8 characters.').optional(),
  PORTAL_DEMO_PASSWORD: z
    .string()
    .min(8, 'PORTAL_DEMO_PASSWORD must be at least 8 characters.')
    .default('Ilaw#Demo2026'),
  SESSION_IDLE_MINUTES: minutes('SESSION_IDLE_MINUTES', 30),
  SESSION_ABSOLUTE_MINUTES: minutes('SESSION_ABSOLUTE_MINUTES', 12 * 60),
  PASSWORD_RESET_MINUTES: minutes('PASSWORD_RESET_MINUTES', 30),
  THROTTLE_MINUTES: minutes('THROTTLE_MINUTES', 15).refine((m) => m <= 720, {
    message: 'THROTTLE_MINUTES must be at most 720 (12 hours).',
  }),
  LOGIN_MAX_FAILURES: count('LOGIN_MAX_FAILURES', 5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: count('LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_HOURLY: count('LOGIN_MAX_FAILURES_PER_ACCOUNT_HOURLY', 50),
  LOOKUP_MAX_FAILURES: count('LOOKUP_MAX_FAILURES', 5),
  LOOKUP_MAX_FAILURES_PER_ADDRESS: count('LOOKUP_MAX_FAILURES_PER_ADDRESS', 10),
  LOOKUP_MAX_PER_ADDRESS: count('LOOKUP_MAX_PER_ADDRESS', 60),
  LOOKUP_MAX_FAILURES_PER_EMPLOYEE_HOURLY: count('LOOKUP_MAX_FAILURES_PER_EMPLOYEE_HOURLY', 20),
  FORGOT_PASSWORD_MAX_PER_ADDRESS_HOURLY: count('FORGOT_PASSWORD_MAX_PER_ADDRESS_HOURLY', 10),
  KNOWN_DEVICE_DAYS: count('KNOWN_DEVICE_DAYS', 30),
  /** Sets the Secure cookie flag; on by default when PUBLIC_URL is https. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full address such as https://portal.example.coop.').optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Ilaw Portal <no-reply@localhost>'),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(10),
  UPLOAD_MAX_FILES: z.coerce
    .number({ error: 'UPLOAD_MAX_FILES must be a whole number from 1 to 100.' })
    .int('UPLOAD_MAX_FILES must be a whole number from 1 to 100.')
    .min(1, 'UPLOAD_MAX_FILES must be a whole number from 1 to 100.')
    .max(100, 'UPLOAD_MAX_FILES must be a whole number from 1 to 100.')
    .default(5),
  IMPORT_MAX_UNCOMPRESSED_MB: z.coerce
    .number({ error: 'IMPORT_MAX_UNCOMPRESSED_MB must be a number of megabytes from 1 to 2048.' })
    .min(1, 'IMPORT_MAX_UNCOMPRESSED_MB must be a number of megabytes from 1 to 2048.')
    .max(2048, 'IMPORT_MAX_UNCOMPRESSED_MB must be a number of megabytes from 1 to 2048.')
    .default(100),
  IMPORT_MAX_ZIP_ENTRIES: z.coerce
    .number({ error: 'IMPORT_MAX_ZIP_ENTRIES must be a whole number from 10 to 65535.' })
    .int('IMPORT_MAX_ZIP_ENTRIES must be a whole number from 10 to 65535.')
    .min(10, 'IMPORT_MAX_ZIP_ENTRIES must be a whole number from 10 to 65535.')
    .max(65535, 'IMPORT_MAX_ZIP_ENTRIES must be a whole number from 10 to 65535.')
    .default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_WORKER: z.enum(['true', 'false']).default('true'),
  // Backups (docs/decisions/018-backups-and-restore.md).
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP must be a whole number of backups from 1 to 1000.' })
    .int('BACKUP_KEEP must be a whole number of backups from 1 to 1000.')
    .min(1, 'BACKUP_KEEP must be a whole number of backups from 1 to 1000.')
    .max(1000, 'BACKUP_KEEP must be a whole number of backups from 1 to 1000.')
    .default(14),
  /** Manila time of the daily backup, HH:MM, or 'off'. */
  // The map's basemap (docs/decisions/112): a Leaflet tile address, or 'off' for a plain background.
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (v) => v === 'off' || /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(v),
      "MAP_TILE_URL must be a tile address with {z}, {x} and {y}, or 'off'.",
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('&copy; OpenStreetMap contributors'),
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^(off|([01][0-9]|2[0-3]):[0-5][0-9])$/, "BACKUP_DAILY_AT must be a time such as 02:00, or 'off'.")
    .default('02:00'),
  PG_DUMP: z.string().min(1).default('pg_dump'),
  PG_RESTORE: z.string().min(1).default('pg_restore'),
  /** Also write the log to this file, a new file each day, LOG_FILE_DAYS kept. */
  LOG_FILE: z.string().min(1).optional(),
  LOG_FILE_DAYS: z.coerce
    .number({ error: 'LOG_FILE_DAYS must be a whole number of days from 1 to 3650.' })
    .int('LOG_FILE_DAYS must be a whole number of days from 1 to 3650.')
    .min(1, 'LOG_FILE_DAYS must be a whole number of days from 1 to 3650.')
    .max(3650, 'LOG_FILE_DAYS must be a whole number of days from 1 to 3650.')
    .default(30),
  AUDIT_HMAC_KEY: z
    .string()
    .min(32, 'AUDIT_HMAC_KEY must be at least 32 characters (e.g. openssl rand -hex 32).')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  portalName: string;
  cooperative: { name: string; addressLines: string[]; tin: string; contact: string; logoFile: string | undefined };
  adminPassword: string | undefined;
  demoPassword: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  passwordResetMs: number;
  throttle: ThrottleConfig;
  cookieSecure: boolean;
  publicUrl: string;
  trustProxy: boolean;
  smtp: { host: string; port: number; user?: string; password?: string; from: string; secure: boolean } | null;
  smtpFrom: string;
  uploadMaxBytes: number;
  /** Files in one multipart request. */
  uploadMaxFiles: number;
  /** Bounds of an uploaded workbook, checked before it is unpacked. */
  importLimits: { maxUncompressedBytes: number; maxEntries: number };
  logLevel: string;
  runJobWorker: boolean;
  /** Key of the audit chain's HMAC; unset: DATA_DIR/keys/audit.key, made on the first start. */
  auditHmacKey: string | undefined;
  backup: {
    dir: string;
    keep: number;
    /** 'HH:MM' Manila time, or null when the daily backup is off. */
    dailyAt: string | null;
    pgDump: string;
    pgRestore: string;
  };
  /** The map's basemap tiles; null: none (the layers on a plain background). */
  map: { tileUrl: string | null; attribution: string };
  /** The log file (rotated daily) and how many days of it are kept; null: standard output only. */
  logFile: { path: string; days: number } | null;
}

/** Limits on guessing secrets (docs/decisions/008); counts per window. */
export interface ThrottleConfig {
  windowMs: number;
  login: { perAccountAndSource: number; perAddress: number; perAccountHourly: number };
  lookup: { perEmployeeAndSource: number; failedPerAddress: number; allPerAddress: number; perEmployeeHourly: number };
  forgotPasswordPerAddressHourly: number;
  knownDeviceMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`The configuration is not valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SESSION_IDLE_MINUTES > e.SESSION_ABSOLUTE_MINUTES) {
    throw new ConfigError(
      'The configuration is not valid:\n  SESSION_IDLE_MINUTES must not be longer than SESSION_ABSOLUTE_MINUTES.',
    );
  }
  if (e.SMTP_USER && !e.SMTP_HOST) {
    throw new ConfigError(
      'The configuration is not valid:\n  SMTP_USER is set but SMTP_HOST is not; set both or neither.',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    portalName: e.PORTAL_NAME,
    cooperative: {
      name: e.COOPERATIVE_NAME,
      addressLines: e.COOPERATIVE_ADDRESS.split('|')
        .map((l) => l.trim())
        .filter((l) => l !== ''),
      tin: e.COOPERATIVE_TIN,
      contact: e.COOPERATIVE_CONTACT,
      logoFile: e.COOPERATIVE_LOGO ? path.resolve(e.COOPERATIVE_LOGO) : undefined,
    },
    adminPassword: e.PORTAL_ADMIN_PASSWORD,
    demoPassword: e.PORTAL_DEMO_PASSWORD,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_MINUTES * 60_000,
    passwordResetMs: e.PASSWORD_RESET_MINUTES * 60_000,
    throttle: {
      windowMs: e.THROTTLE_MINUTES * 60_000,
      login: {
        perAccountAndSource: e.LOGIN_MAX_FAILURES,
        perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
        perAccountHourly: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_HOURLY,
      },
      lookup: {
        perEmployeeAndSource: e.LOOKUP_MAX_FAILURES,
        failedPerAddress: e.LOOKUP_MAX_FAILURES_PER_ADDRESS,
        allPerAddress: e.LOOKUP_MAX_PER_ADDRESS,
        perEmployeeHourly: e.LOOKUP_MAX_FAILURES_PER_EMPLOYEE_HOURLY,
      },
      forgotPasswordPerAddressHourly: e.FORGOT_PASSWORD_MAX_PER_ADDRESS_HOURLY,
      knownDeviceMs: e.KNOWN_DEVICE_DAYS * 86_400_000,
    },
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https:') : e.COOKIE_SECURE === 'true',
    publicUrl: publicUrl.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY === 'true',
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          ...(e.SMTP_USER ? { user: e.SMTP_USER } : {}),
          ...(e.SMTP_PASSWORD ? { password: e.SMTP_PASSWORD } : {}),
          from: e.SMTP_FROM,
          secure: e.SMTP_SECURE === 'true',
        }
      : null,
    smtpFrom: e.SMTP_FROM,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    uploadMaxFiles: e.UPLOAD_MAX_FILES,
    importLimits: {
      maxUncompressedBytes: Math.round(e.IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024),
      maxEntries: e.IMPORT_MAX_ZIP_ENTRIES,
    },
    logLevel: e.LOG_LEVEL,
    runJobWorker: e.JOB_WORKER === 'true',
    auditHmacKey: e.AUDIT_HMAC_KEY,
    backup: {
      dir: path.resolve(e.BACKUP_DIR),
      keep: e.BACKUP_KEEP,
      dailyAt: e.BACKUP_DAILY_AT === 'off' ? null : e.BACKUP_DAILY_AT,
      pgDump: e.PG_DUMP,
      pgRestore: e.PG_RESTORE,
    },
    map: { tileUrl: e.MAP_TILE_URL === 'off' ? null : e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    logFile: e.LOG_FILE ? { path: path.resolve(e.LOG_FILE), days: e.LOG_FILE_DAYS } : null,
  };
}
