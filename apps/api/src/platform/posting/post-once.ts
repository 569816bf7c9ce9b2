// A posting that may happen once per subject (a month's leave credits, a fiscal year's closing, a
// bill month's period): lock the subject, look for the posting, refuse with 409 or post. The look
// runs after the lock inside the same transaction, so of twenty identical requests exactly one
// posts and the others find its posting once it has committed.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { lockSubject, type SubjectId } from './subject-lock.ts';

export interface OncePerSubject {
  kind: string;
  id: SubjectId;
  /** Finds the posting already made (in `trx`, after the lock). */
  alreadyPosted: () => Promise<boolean>;
  /** The 409's message, in the cooperative's words: 'The annual grant for 2026 has already been posted.' */
  message: string;
  field?: string;
}

export async function postOnce<T>(
  trx: Transaction<Database>,
  subject: OncePerSubject,
  post: () => Promise<T>,
): Promise<T> {
  await lockSubject(trx, subject.kind, subject.id);
  if (await subject.alreadyPosted()) throw conflict(subject.message, subject.field);
  return post();
}
