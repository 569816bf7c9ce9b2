// Biometric devices as the contract's rows, and the one way a device row changes (locked, audited).
import type { BiometricDevice } from '@ilaw/contracts/dtr/devices/biometric-device';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

type DeviceRow = Selectable<Database['biometric_devices']>;

export const toDevice = (d: DeviceRow): BiometricDevice => ({
  id: d.id,
  serialNumber: d.serial_number,
  name: d.name,
  location: d.location,
  isActive: d.is_active,
  lastSeenAt: d.last_seen_at ? d.last_seen_at.toISOString() : null,
  lastIp: d.last_ip,
  hasPushKey: d.push_key_hash !== null,
  pushKeySetAt: d.push_key_set_at ? d.push_key_set_at.toISOString() : null,
  allowedAddresses: d.allowed_addresses,
});

/** Trimmed, without repeats, in the order given. */
export const addressList = (addresses: string[]) => JSON.stringify([...new Set(addresses)]);

const DEVICE_TAKEN = 'A device with this serial number is already registered.';

export const deviceTaken = duplicateToConflict({
  constraint: 'biometric_devices_serial_number',
  message: DEVICE_TAKEN,
  field: 'serialNumber',
});

export async function changeDevice(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  action: string,
  change: (before: DeviceRow) => Updateable<Database['biometric_devices']>,
): Promise<DeviceRow> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('biometric_devices')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('The device was not found.');
    const after = await trx
      .updateTable('biometric_devices')
      .set(change(before))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entityType: 'biometric-device',
      entityId: id,
      action,
      ...diff(toDevice(before), toDevice(after)),
    });
    return after;
  });
}
