// Who may push as a biometric device: an active registered device, with its push key and/or from
// one of its allowed addresses (whichever of the two HR set; both when both are set). Every other
// request gets the same refusal, whatever the reason (docs/decisions/013).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export type RefusalReason =
  'no-serial' | 'unknown-serial' | 'inactive' | 'not-set-up' | 'missing-key' | 'wrong-key' | 'address-not-allowed';

/** A new push key: 192 random bits, URL-safe (it goes into a path or a query string). */
export function newPushKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Keys are random, so a plain SHA-256 is enough to keep a database copy from revealing them. */
export function pushKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A request address for the log, with any push key in it masked. */
export function redactPushKey(url: string): string {
  return url.replace(/\/adms\/[^/?]+/i, '/adms/***').replace(/([?&]key=)[^&]*/i, '$1***');
}

/** '::ffff:10.0.0.5' (an IPv4 client on an IPv6 socket) is 10.0.0.5. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Whether `ip` is one of `allowed` (addresses or CIDR ranges, IPv4 or IPv6). */
export function addressAllowed(ip: string, allowed: readonly string[]): boolean {
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', prefix] = entry.split('/');
    const net = normaliseIp(base);
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(net) === 0) continue;
    if (prefix === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface DeviceAccess {
  is_active: boolean;
  push_key_hash: string | null;
  allowed_addresses: string[];
}

/** Null when the push is accepted; otherwise why not (for the log and the audit trail only). */
export function refusalReason(
  serial: string,
  device: DeviceAccess | undefined,
  presentedKey: string | null,
  ip: string,
): RefusalReason | null {
  // Hashed whatever the device, so an unknown serial costs what a wrong key does.
  const presented = Buffer.from(pushKeyHash(presentedKey ?? ''), 'hex');
  if (!serial) return 'no-serial';
  if (!device) return 'unknown-serial';
  if (!device.is_active) return 'inactive';
  const addresses = device.allowed_addresses;
  if (device.push_key_hash === null && addresses.length === 0) return 'not-set-up';
  if (device.push_key_hash !== null) {
    if (!presentedKey) return 'missing-key';
    if (!timingSafeEqual(presented, Buffer.from(device.push_key_hash, 'hex'))) return 'wrong-key';
  }
  if (addresses.length > 0 && !addressAllowed(ip, addresses)) return 'address-not-allowed';
  return null;
}

/**
 * Keeps refusals from flooding the audit trail: the first refusal of a serial number from an
 * address in each minute is audited, at most `perMinute` in all; the rest go to the server log
 * only. Per process, so several API processes audit at most that many each.
 */
export class RefusalAuditLimiter {
  readonly #perMinute: number;
  #minute = -1;
  #seen = new Set<string>();
  constructor(perMinute = 30) {
    this.#perMinute = perMinute;
  }

  admit(serial: string, ip: string, now = Date.now()): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#seen.clear();
    }
    const key = `${serial}\u0000${ip}`;
    if (this.#seen.has(key) || this.#seen.size >= this.#perMinute) return false;
    this.#seen.add(key);
    return true;
  }
}
