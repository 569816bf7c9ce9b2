// Demo data for new connections (issue 14 item 9): seminars of the last weeks (attended) and the
// coming ones (enrolled), and applications of the last two months in every stage, their timelines
// and PUE inspections (a few re-inspected before passing). msd.officer files, msd.supervisor
// evaluates (nobody evaluates their own), tsd.head inspects. Paid applications carry their OR and
// a connection order: For Installing ones issued or assigned to a crew, Accomplished ones
// energized, with the account billing opened for them (billing's public.ts, its own checks).
import {
  CONNECTION_STAGES,
  type ApplicantCapacity,
  type ApplicantType,
  type ConnectionDocument,
} from '@ilaw/contracts/msd/enums';
import type { TOWNS } from '@ilaw/contracts/billing/enums';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaDate } from '../../../platform/time/manila.ts';
import { openConnectedAccount } from '../../billing/public.ts';
import { requiredDocuments } from '../compute/documents.ts';
import { CONNECTION_APPLICATION_SERIES } from '../connection-applications/create-connection-application.ts';

type Town = (typeof TOWNS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const APPLICATIONS = 48;

const NAMES = [
  'REYES, ANA MARIE',
  'SANTOS, JOSE',
  'BAUTISTA, RICARDO',
  'VILLANUEVA, GLORIA',
  'GARCIA, NOEL',
  'TORRES, MARILOU',
  'RAMOS, EDGAR',
  'MENDOZA, CRISTINA',
  'AQUINO, ROLANDO',
  'CASTILLO, JOVELYN',
  'FLORES, ARMANDO',
  'NAVARRO, LEAH',
];
const SPOUSES = ['REYES, MARK', 'SANTOS, ELENA', 'BAUTISTA, LORNA', 'GARCIA, MAY'];
const ENTITIES = ['SAN JOSE RICE MILL CORP.', 'BARANGAY POBLACION COUNCIL', 'ST. JUDE LEARNING CENTER INC.'];
const PLACES: [number, Town, string][] = [
  [5, 'San Jose', 'Poblacion'],
  [5, 'San Jose', 'Bubog'],
  [10, 'Magsaysay', 'Purnaga'],
  [25, 'Sablayan', 'Buenavista'],
  [30, 'Mamburao', 'Tayamaan'],
];
const CAPACITIES: ApplicantCapacity[] = [
  'Owner',
  'Owner',
  'Owner',
  'Tenant',
  'Successor',
  'AuthorizedRepresentative',
  'InformalSettler',
];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedConnectionDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('msd_connection_applications').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['msd.officer', 'msd.supervisor', 'tsd.head'])
    .execute();
  const user = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  const clerk = user('msd.officer');
  const evaluator = user('msd.supervisor');
  const inspector = user('tsd.head');
  if (clerk === null || evaluator === null || inspector === null) return;
  const branches = new Set((await db.selectFrom('branches').select('code').execute()).map((b) => b.code));
  const places = PLACES.filter(([b]) => branches.has(b));
  if (places.length === 0) return;

  await db.transaction().execute(async (trx) => {
    const rnd = random(20_261_123);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const now = Date.now();
    // Seminars every week: six held, two coming.
    const seminars: { id: number; at: number }[] = [];
    for (let w = -6; w <= 1; w += 1) {
      const at = now + w * 7 * DAY;
      const [branch, town] = pick(places);
      const row = await trx
        .insertInto('msd_pms_seminars')
        .values({
          seminar_date: manilaDate(new Date(at)),
          start_time: '09:00',
          venue: `${town} district office`,
          branch_code: branch,
          facilitator: 'Liza R. Fernandez',
          seats: 40,
          created_by: clerk,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      seminars.push({ id: row.id, at });
    }

    const installs: Install[] = [];
    for (let i = 0; i < APPLICATIONS; i += 1) {
      const filedAt = new Date(now - (1 - i / APPLICATIONS) * 60 * DAY - rnd() * DAY);
      // The older the application, the further along; the newest still For Inspection.
      const stageIndex = Math.min(4, Math.floor((1 - i / APPLICATIONS) * 5.5 * (0.6 + rnd() * 0.5)));
      const stage = CONNECTION_STAGES[stageIndex]!;
      const type: ApplicantType = i % 9 === 4 ? 'Juridical' : i % 4 === 1 ? 'Joint' : 'Single';
      const capacity = pick(CAPACITIES);
      const [branch, town, barangay] = pick(places);
      const needed = requiredDocuments(type, capacity);
      // Evaluated ones have every document; some waiting ones still miss one.
      const documents: ConnectionDocument[] =
        stageIndex >= 2 || rnd() < 0.6 ? needed : needed.filter((_, k) => k !== needed.length - 1);
      // Stage entry times: spread between filing and now.
      const span = now - filedAt.getTime();
      const times = CONNECTION_STAGES.slice(0, stageIndex + 1).map(
        (_, k) => new Date(filedAt.getTime() + (span * k) / (stageIndex + 1.5)),
      );
      const held = seminars.filter((s) => s.at < now);
      const seminar = held.find((s) => s.at > filedAt.getTime()) ?? (stageIndex >= 2 ? held.at(-1)! : seminars.at(-1)!);
      const attended = stageIndex >= 2 || (seminar.at < now && rnd() < 0.7);
      const year = manilaDate(filedAt).slice(0, 4);
      const no = formatDocumentNumber('NCA', year, await nextDocumentNumber(trx, CONNECTION_APPLICATION_SERIES, year));
      const app = await trx
        .insertInto('msd_connection_applications')
        .values({
          application_no: no,
          applicant_type: type,
          capacity,
          applicant_name: pick(NAMES),
          spouse_name: type === 'Joint' ? pick(SPOUSES) : null,
          juridical_name: type === 'Juridical' ? pick(ENTITIES) : null,
          contact_no: `0917 ${String(1000 + i * 37).slice(-4)} ${String(2000 + i * 91).slice(-4)}`,
          branch_code: branch,
          town,
          barangay,
          address: `Purok ${1 + (i % 7)}, ${barangay}`,
          location_type: type === 'Juridical' ? 'Commercial' : 'Residential',
          load_kw: type === 'Juridical' ? '15.00' : (2 + Math.floor(rnd() * 8) / 2).toFixed(2),
          documents,
          pms_seminar_id: seminar.id,
          pms_attended_at: attended ? new Date(Math.min(seminar.at, now - HOUR)) : null,
          stage,
          stage_since: times.at(-1)!,
          created_by: clerk,
          created_at: filedAt,
          updated_at: times.at(-1)!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stageIndex >= 3) {
        installs.push({
          appId: app.id,
          no: i,
          accomplished: stageIndex === 4,
          paidAt: times[3]!,
          doneAt: times.at(-1)!,
          branch,
          town,
          barangay,
          address: `Purok ${1 + (i % 7)}, ${barangay}`,
          name: type === 'Juridical' ? pick(ENTITIES) : pick(NAMES),
          consumerClass: type === 'Juridical' ? 'C' : 'R',
        });
      }
      const by = (k: number) => (k === 1 ? inspector : k === 2 ? evaluator : clerk);
      await trx
        .insertInto('msd_connection_application_stages')
        .values(
          times.map((at, k) => ({
            application_id: app.id,
            stage: CONNECTION_STAGES[k]!,
            remarks: k === 1 ? 'Inspection passed' : k === 3 ? `OR ${600_000 + i}` : null,
            created_by: by(k),
            created_at: at,
          })),
        )
        .execute();
      const inspection = (at: Date, passed: boolean) => ({
        application_id: app.id,
        inspected_on: manilaDate(at),
        inspector_id: inspector,
        result: passed ? ('Passed' as const) : ('ReInspect' as const),
        main_breaker_amperes: type === 'Juridical' ? 100 : 60,
        branch_circuits: 2 + (i % 5),
        service_entrance: 'Metal conduit with weatherhead',
        pole_type: pick(['GI', 'Concrete', 'Hardwood'] as const),
        pole_count: 1,
        pole_height_ft: '25.00',
        pole_number: `P-${1000 + i}`,
        wire_size: type === 'Juridical' ? '#4 triplex' : '#6 duplex',
        wire_length_m: (15 + Math.floor(rnd() * 30)).toFixed(2),
        building_latitude: (12.35 + rnd() / 10).toFixed(7),
        building_longitude: (121.05 + rnd() / 10).toFixed(7),
        pole_latitude: (12.35 + rnd() / 10).toFixed(7),
        pole_longitude: (121.05 + rnd() / 10).toFixed(7),
        seal_reason: 'WithPlasticSeal' as const,
        electrician_name: 'Ramon S. Bautista',
        electrician_licence_no: passed ? `RME-${40_000 + i}` : null,
        electrician_licence_valid_until: passed ? '2028-06-30' : null,
        findings: passed ? 'Wiring and service entrance as planned.' : 'No grounding rod; service entrance too low.',
        reinspect_on: passed ? null : manilaDate(new Date(at.getTime() + 3 * DAY)),
        created_at: at,
      });
      if (stageIndex >= 1) {
        const passAt = times[1]!;
        const midway = new Date((filedAt.getTime() + passAt.getTime()) / 2);
        if (i % 5 === 0) await trx.insertInto('msd_connection_inspections').values(inspection(midway, false)).execute();
        await trx.insertInto('msd_connection_inspections').values(inspection(passAt, true)).execute();
      } else if (i % 4 === 0) {
        await trx
          .insertInto('msd_connection_inspections')
          .values(inspection(new Date(filedAt.getTime() + HOUR), false))
          .execute();
      }
    }
    await seedConnectionOrders(trx, installs, { issuer: clerk, lineman: inspector });
  });
  log(`member services: ${APPLICATIONS} new connection applications, 8 seminars`);
}

interface Install {
  appId: number;
  no: number;
  accomplished: boolean;
  paidAt: Date;
  doneAt: Date;
  branch: number;
  town: Town;
  barangay: string;
  address: string;
  name: string;
  consumerClass: 'R' | 'C';
}

/** The ORs and connection orders of the paid applications (see the header). */
async function seedConnectionOrders(
  trx: Transaction<Database>,
  installs: Install[],
  by: { issuer: number; lineman: number },
): Promise<void> {
  const teams = await trx.selectFrom('teams').select(['id', 'branch_code']).where('is_active', '=', true).execute();
  const actor = { userId: by.lineman, name: 'Demo data', ip: null };
  for (const x of installs) {
    const or = 600_000 + x.no;
    await trx.updateTable('msd_connection_applications').set({ or_number: or }).where('id', '=', x.appId).execute();
    const year = manilaDate(x.paidAt).slice(0, 4);
    const series = `${String(x.branch).padStart(2, '0')}-${year}`;
    const coNumber = formatDocumentNumber('CO', series, await nextDocumentNumber(trx, 'msd.connection-order', series));
    const accountNo = `${String(x.branch).padStart(2, '0')}-NC${String(x.no).padStart(5, '0')}`;
    const team = teams.find((t) => t.branch_code === x.branch) ?? teams[0];
    const meterSerial = `NC-${String(x.no).padStart(6, '0')}`;
    // Alternate For Installing orders between issued and given to a crew (when there is one).
    const assigned = team !== undefined && (x.accomplished || x.no % 2 === 0);
    const consumer =
      x.accomplished && assigned
        ? await openConnectedAccount(trx, actor, {
            accountNo,
            branchCode: x.branch,
            name: x.name,
            town: x.town,
            barangay: x.barangay,
            address: x.address,
            consumerClass: x.consumerClass,
            meterSerial,
            meterBrand: 'Elster',
            initialReading: '0',
          })
        : null;
    await trx
      .insertInto('msd_connection_orders')
      .values({
        co_number: coNumber,
        application_id: x.appId,
        branch_code: x.branch,
        status: consumer !== null && assigned ? 'Energized' : assigned ? 'Assigned' : 'Issued',
        or_number: or,
        account_no: accountNo,
        consumer_class: x.consumerClass,
        town: x.town,
        team_id: assigned ? team.id : null,
        scheduled_on: assigned ? manilaDate(new Date(x.paidAt.getTime() + 2 * DAY)) : null,
        meter_serial: assigned ? meterSerial : null,
        meter_brand: assigned ? 'Elster' : null,
        seal_no: assigned ? `SL-${String(x.no).padStart(6, '0')}` : null,
        initial_reading: consumer !== null && assigned ? '0' : null,
        energized_at: consumer !== null && assigned ? x.doneAt : null,
        energized_by: consumer !== null && assigned ? by.lineman : null,
        consumer_id: assigned ? (consumer?.id ?? null) : null,
        issued_by: by.issuer,
        created_at: x.paidAt,
        updated_at: x.doneAt,
      })
      .execute();
  }
}
