// The ZKTeco ADMS ("PUSH") protocol, spoken by the biometric devices themselves, outside /api:
//   GET  /iclock/cdata?SN=...&options=all   handshake: the device asks for its options
//   POST /iclock/cdata?SN=...&table=ATTLOG  attendance logs, one tab-separated line each
//   POST /iclock/cdata?SN=...&table=OPERLOG operation logs (acknowledged, not kept)
//   GET  /iclock/getrequest?SN=...          the device polls for commands (none are queued)
//   POST /iclock/devicecmd?SN=...           command results (acknowledged)
// Access 'device': public, authenticated by a registered, active serial number; anything else
// gets 401 and nothing is stored. Logs go through the same idempotent ingestion as file uploads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/http/context.ts';
import { ingestLogs } from './ingest.ts';
import { parseAttlogPush } from './parse-logs.ts';

const MAX_BODY = 4 * 1024 * 1024;

function serialOf(request: FastifyRequest): string {
  const q = request.query as Record<string, string | undefined>;
  return String(q['SN'] ?? q['sn'] ?? '').trim();
}

async function registeredDevice(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const serial = serialOf(request);
  if (!serial) {
    void reply.code(400).type('text/plain').send('ERROR: SN is required');
    return null;
  }
  const device = await services.db
    .selectFrom('biometric_devices')
    .select(['id', 'is_active'])
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  if (!device || !device.is_active) {
    request.log.warn({ serial, ip: request.ip }, 'refused access: unregistered biometric device');
    void reply.code(401).type('text/plain').send('ERROR: device not registered');
    return null;
  }
  await services.db
    .updateTable('biometric_devices')
    .set({ last_seen_at: new Date(), last_ip: request.ip })
    .where('id', '=', device.id)
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
  await app.register(async (scope) => {
    // Devices send plain text with varying (or no) content types: read every body as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    scope.route({
      method: 'GET',
      url: '/iclock/cdata',
      config: { access: 'device' },
      handler: async (request, reply) => {
        const serial = await registeredDevice(services, request, reply);
        if (!serial) return reply;
        return reply.type('text/plain').send(handshakeOptions(serial));
      },
    });

    scope.route({
      method: 'POST',
      url: '/iclock/cdata',
      config: { access: 'device' },
      handler: async (request, reply) => {
        const serial = await registeredDevice(services, request, reply);
        if (!serial) return reply;
        const table = String((request.query as Record<string, string | undefined>)['table'] ?? '').toUpperCase();
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
      url: '/iclock/getrequest',
      config: { access: 'device' },
      handler: async (request, reply) => {
        const serial = await registeredDevice(services, request, reply);
        if (!serial) return reply;
        return reply.type('text/plain').send('OK');
      },
    });

    scope.route({
      method: 'POST',
      url: '/iclock/devicecmd',
      config: { access: 'device' },
      handler: async (request, reply) => {
        const serial = await registeredDevice(services, request, reply);
        if (!serial) return reply;
        return reply.type('text/plain').send('OK');
      },
    });
  });
}
