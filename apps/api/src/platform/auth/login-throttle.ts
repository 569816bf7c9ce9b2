// Limits on guessing a secret that belongs to one subject (an account's password, an employee's
// Employee ID + birth date), built so that an attacker cannot lock the real owner out:
//   - per subject and address (or per subject and known browser): the tight limit;
//   - per address, across subjects: stops one address spraying many accounts;
//   - per subject from everywhere, per hour: stops a guess spread over many addresses. A browser
//     (known-device cookie) or address that succeeded for this subject recently is not held by it,
//     so the owner at their usual browser or address still gets in while it is exhausted.
// A known browser counts only in its own subject+browser bucket: nobody else can fill it.
// See docs/decisions/008.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import { type Reservation, type ThrottleRule, reserveAttempt } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

export const DEVICE_COOKIE = 'ilaw_device';
const HOUR_MS = 3_600_000;

export interface GuessLimits {
  windowMs: number;
  /** Failures per subject from one address, or from one known browser. */
  perSubjectAndSource: number;
  /** Failures per address across subjects. */
  failedPerAddress: number;
  /** Failures per subject from all addresses per hour; known browsers and addresses are exempt. */
  perSubjectHourly: number;
  /** All attempts per address, successes included (optional). */
  allPerAddress?: number;
  knownDeviceMs: number;
}

export interface GuessInput {
  /** 'login' or 'lookup': keeps the kinds' buckets apart. */
  kind: string;
  /** Normalised subject key: a lower-cased username, an Employee ID. */
  subject: string;
  ip: string;
  /** `device:<hash>` from the browser's known-device cookie, if it has one. */
  device: string | null;
}

export interface Guess {
  /**
   * The secret was right: the owner's own bucket empties, the others get their slot back, and
   * this address and browser (`device`, from ensureDeviceCookie) become known for the subject.
   */
  succeeded(db: Kysely<Database>, device: string | null): Promise<void>;
}

/**
 * The address as the limits count it: IPv4 as is (also when written IPv4-mapped), IPv6 by its
 * /64 network, since one subscriber is handed a whole /64 and could otherwise change address at will.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The browser's known-device id as a source key, or null without the cookie. */
export function deviceSource(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && token.length <= 100 ? `device:${hashToken(token)}` : null;
}

/** Gives the browser a known-device cookie if it has none; returns its source key. */
export function ensureDeviceCookie(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = deviceSource(request);
  if (existing) return existing;
  const { token, hash } = newToken();
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(config.throttle.knownDeviceMs / 1000),
  });
  return `device:${hash}`;
}

async function knownSources(
  db: Kysely<Database>,
  subject: string,
  sources: string[],
  maxAgeMs: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('auth_known_sources')
    .select('source')
    .where('subject', '=', subject)
    .where('source', 'in', sources)
    .where('last_success_at', '>', new Date(Date.now() - maxAgeMs))
    .execute();
  return new Set(rows.map((r) => r.source));
}

/** Remembers that these sources succeeded for the subject now. */
export async function rememberSources(db: Kysely<Database>, subject: string, sources: string[]): Promise<void> {
  if (sources.length === 0) return;
  const now = new Date();
  await db
    .insertInto('auth_known_sources')
    .values(sources.map((source) => ({ subject, source, last_success_at: now })))
    .onConflict((oc) => oc.columns(['subject', 'source']).doUpdateSet({ last_success_at: now }))
    .execute();
}

/**
 * Reserves one guess before the secret is checked; null means throttled (answer 429).
 * Without `succeeded()` the guess stays counted as a failure.
 */
export async function reserveGuess(
  db: Kysely<Database>,
  input: GuessInput,
  limits: GuessLimits,
): Promise<Guess | null> {
  const subject = `${input.kind}:${input.subject}`;
  const ip = addressKey(input.ip);
  const address = `address:${ip}`;
  const known = await knownSources(
    db,
    subject,
    input.device ? [input.device, address] : [address],
    limits.knownDeviceMs,
  );
  const rules: ThrottleRule[] = [];
  const knownDevice = input.device !== null && known.has(input.device);
  if (knownDevice) {
    rules.push({
      bucket: `${input.kind}:subject+device:${input.subject}|${input.device}`,
      limit: limits.perSubjectAndSource,
      windowMs: limits.windowMs,
      clearOnSuccess: true,
    });
  } else {
    rules.push(
      {
        bucket: `${input.kind}:subject+address:${input.subject}|${ip}`,
        limit: limits.perSubjectAndSource,
        windowMs: limits.windowMs,
        clearOnSuccess: true,
      },
      { bucket: `${input.kind}:address:${ip}`, limit: limits.failedPerAddress, windowMs: limits.windowMs },
    );
    if (!known.has(address)) {
      rules.push({
        bucket: `${input.kind}:subject:${input.subject}`,
        limit: limits.perSubjectHourly,
        windowMs: HOUR_MS,
      });
    }
  }
  if (limits.allPerAddress !== undefined) {
    rules.push({
      bucket: `${input.kind}:all:${ip}`,
      limit: limits.allPerAddress,
      windowMs: limits.windowMs,
      countSuccesses: true,
    });
  }
  const reservation: Reservation | null = await reserveAttempt(db, rules);
  if (!reservation) return null;
  return {
    async succeeded(conn, device) {
      await reservation.succeeded(conn);
      await rememberSources(conn, subject, device ? [device, address] : [address]);
    },
  };
}

/** Sign-in limits from the configuration. */
export function loginLimits(config: Config): GuessLimits {
  const t = config.throttle;
  return {
    windowMs: t.windowMs,
    perSubjectAndSource: t.login.perAccountAndSource,
    failedPerAddress: t.login.perAddress,
    perSubjectHourly: t.login.perAccountHourly,
    knownDeviceMs: t.knownDeviceMs,
  };
}

/** Public Employee ID + birth date lookup limits from the configuration. */
export function lookupLimits(config: Config): GuessLimits {
  const t = config.throttle;
  return {
    windowMs: t.windowMs,
    perSubjectAndSource: t.lookup.perEmployeeAndSource,
    failedPerAddress: t.lookup.failedPerAddress,
    perSubjectHourly: t.lookup.perEmployeeHourly,
    allPerAddress: t.lookup.allPerAddress,
    knownDeviceMs: t.knownDeviceMs,
  };
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  usernameKey: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ username_key: usernameKey, ip_address: ip, succeeded }).execute();
}
