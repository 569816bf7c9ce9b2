// The ZKTeco ADMS ("PUSH") protocol, spoken by the biometric devices themselves, outside /api:
//   GET  /iclock/cdata?SN=...&options=all   handshake: the device asks for its options
//   POST /iclock/cdata?SN=...&table=ATTLOG  attendance logs, one tab-separated line each
//   POST /iclock/cdata?SN=...&table=OPERLOG operation logs (acknowledged, not kept)
//   GET  /iclock/getrequest?SN=...          the device polls for commands (none are queued)
//   POST /iclock/devicecmd?SN=...           command results (acknowledged)
// The same under /adms/<push key>/iclock/... for devices whose server address takes a path, and
// with &key=<push key> for those (or proxies) that add a query parameter.
// Access 'device': public, for an active registered serial number with its push key and/or from
// its allowed addresses (device-access.ts). Every refusal (unknown serial, wrong key, wrong
// address...) is the same 401 with the same body, is logged, and is audited (coalesced).
// Logs go through the same idempotent ingestion as file uploads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { AppServices } from '../../../platform/http/context.ts';
import { RefusalAuditLimiter, refusalReason } from './device-access.ts';
import { ingestLogs } from '../log-imports/ingest.ts';
import { parseAttlogPush } from '../log-imports/parse-logs.ts';

const MAX_BODY = 4 * 1024 * 1024;
const MAX_SERIAL = 50;
export const DEVICE_REFUSED = 'ERROR: device not accepted';
/** Audit entries of refused pushes (entity id: the serial number sent). */
export const PUSH_REFUSAL_ENTITY = 'biometric-device-push';

function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  return request.query as Record<string, string | undefined>;
}

function serialOf(request: FastifyRequest): string {
  const q = queryOf(request);
  return String(q['SN'] ?? q['sn'] ?? '').trim();
}

function keyOf(request: FastifyRequest): string | null {
  const fromPath = (request.params as Record<string, string | undefined>)['key'];
  const key = fromPath ?? queryOf(request)['key'];
  return key ? String(key) : null;
}

/** The serial number of an accepted device, or null once the refusal is sent. */
async function acceptedDevice(
  services: AppServices,
  limiter: RefusalAuditLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const serial = serialOf(request);
  const ip = request.ip;
  const device =
    serial && serial.length <= MAX_SERIAL
      ? await services.db
          .selectFrom('biometric_devices')
          .select(['id', 'is_active', 'push_key_hash', 'allowed_addresses'])
          .where('serial_number', '=', serial)
          .executeTakeFirst()
      : undefined;
  const reason = refusalReason(serial, device, keyOf(request), ip);
  if (reason) {
    const shownSerial = serial.slice(0, MAX_SERIAL);
    request.log.warn({ serial: shownSerial, ip, reason }, 'refused access: biometric device push');
    if (limiter.admit(shownSerial, ip)) {
      await services.db.transaction().execute((trx) =>
        recordAudit(
          trx,
          { userId: null, name: 'biometric device', ip },
          {
            entityType: PUSH_REFUSAL_ENTITY,
            entityId: shownSerial || '-',
            action: 'refused',
            newValues: { serial: shownSerial, address: ip, reason, deviceId: device?.id ?? null },
          },
        ),
      );
    }
    void reply.code(401).type('text/plain').send(DEVICE_REFUSED);
    return null;
  }
  await services.db
    .updateTable('biometric_devices')
    .set({ last_seen_at: new Date(), last_ip: ip })
    .where('id', '=', device!.id)
    .execute();
  return serial;
}

export function handshakeOptions(serial: string): string {
  return [
    `GET OPTION FROM: ${serial}`,
    'ATTLOGStamp=None',
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    'TimeZone=8',
    'Realtime=1',
    'Encrypt=None',
    '',
  ].join('\r\n');
}

export async function registerDevicePushRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const limiter = new RefusalAuditLimiter();
  const accepted = (request: FastifyRequest, reply: FastifyReply) => acceptedDevice(services, limiter, request, reply);
  await app.register(async (scope) => {
    // Devices send plain text with varying (or no) content types: read every body as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    for (const prefix of ['', '/adms/:key']) {
      scope.route({
        method: 'GET',
        url: `${prefix}/iclock/cdata`,
        config: { access: 'device' },
        handler: async (request, reply) => {
          const serial = await accepted(request, reply);
          if (!serial) return reply;
          return reply.type('text/plain').send(handshakeOptions(serial));
        },
      });

      scope.route({
        method: 'POST',
        url: `${prefix}/iclock/cdata`,
        config: { access: 'device' },
        handler: async (request, reply) => {
          const serial = await accepted(request, reply);
          if (!serial) return reply;
          const table = String(queryOf(request)['table'] ?? '').toUpperCase();
          const text = typeof request.body === 'string' ? request.body : '';
          if (table !== 'ATTLOG') {
            const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').length;
            return reply.type('text/plain').send(`OK: ${lines}`);
          }
          const parsed = parseAttlogPush(text);
          const outcome = await services.db
            .transaction()
            .execute((trx) =>
              ingestLogs(trx, { source: 'push', deviceSerial: serial, fileName: null, parsed, createdBy: null }),
            );
          if (outcome.rejectedLines.length > 0 || outcome.unknownUserIds.length > 0) {
            request.log.warn(
              {
                serial,
                importId: outcome.importId,
                rejected: outcome.rejectedLines.length,
                unknown: outcome.unknownUserIds,
              },
              'device push had rejected lines or unknown biometric IDs',
            );
          }
          // The device counts acknowledged records; duplicates are acknowledged too (already stored).
          return reply.type('text/plain').send(`OK: ${parsed.logs.length}`);
        },
      });

      scope.route({
        method: 'GET',
        url: `${prefix}/iclock/getrequest`,
        config: { access: 'device' },
        handler: async (request, reply) => {
          const serial = await accepted(request, reply);
          if (!serial) return reply;
          return reply.type('text/plain').send('OK');
        },
      });

      scope.route({
        method: 'POST',
        url: `${prefix}/iclock/devicecmd`,
        config: { access: 'device' },
        handler: async (request, reply) => {
          const serial = await accepted(request, reply);
          if (!serial) return reply;
          return reply.type('text/plain').send('OK');
        },
      });
    }
  });
}
