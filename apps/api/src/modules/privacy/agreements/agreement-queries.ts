import type { Agreement } from '@ilaw/contracts/privacy/agreement';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function agreementRows(db: Kysely<Database>) {
  return db
    .selectFrom('privacy_agreements as a')
    .innerJoin('users as u', 'u.id', 'a.published_by')
    .select(['a.version', 'a.title', 'a.body', 'a.published_at', 'u.full_name as published_by_name']);
}

type AgreementRow = Awaited<ReturnType<ReturnType<typeof agreementRows>['executeTakeFirstOrThrow']>>;

export function toAgreement(r: AgreementRow): Agreement {
  return {
    version: r.version,
    title: r.title,
    body: r.body,
    publishedBy: r.published_by_name,
    publishedAt: r.published_at.toISOString(),
  };
}

export async function currentAgreement(db: Kysely<Database>): Promise<Agreement | null> {
  const r = await agreementRows(db).orderBy('a.version', 'desc').limit(1).executeTakeFirst();
  return r ? toAgreement(r) : null;
}

export async function myAgreement(db: Kysely<Database>, userId: number) {
  const agreement = await currentAgreement(db);
  if (!agreement) return { agreement: null, acceptedAt: null };
  const accepted = await db
    .selectFrom('privacy_agreement_acceptances')
    .select('accepted_at')
    .where('user_id', '=', userId)
    .where('version', '=', agreement.version)
    .executeTakeFirst();
  return { agreement, acceptedAt: accepted ? accepted.accepted_at.toISOString() : null };
}
