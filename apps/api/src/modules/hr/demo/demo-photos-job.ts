// The 'hr.demo-photos' job: an initials avatar for each listed employee that has no photo yet,
// saved through the file store like an uploaded photo.
import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import type { FileStore } from '../../../platform/files/file-store.ts';
import { avatarPng, initialsOf } from './avatar.ts';

export async function generateDemoPhotos(
  ctx: Pick<JobContext<{ employeeIds?: number[] }>, 'db' | 'payload' | 'progress'>,
  files: FileStore,
): Promise<{ photos: number }> {
  const ids = ctx.payload.employeeIds ?? [];
  if (ids.length === 0) return { photos: 0 };
  const rows = await ctx.db
    .selectFrom('employees')
    .select(['id', 'employee_id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .where('photo_file_id', 'is', null)
    .orderBy('id')
    .execute();
  let done = 0;
  for (const e of rows) {
    const png = avatarPng(initialsOf(e.first_name, e.last_name), `${e.first_name} ${e.last_name}`);
    await ctx.db.transaction().execute(async (trx) => {
      const stored = await files.save(
        trx,
        { bytes: png, originalName: `${e.employee_id}.png`, createdBy: null },
        { contentTypes: ['image/png'] },
      );
      await trx
        .updateTable('employees')
        .set({ photo_file_id: stored.id })
        .where('id', '=', e.id)
        .where('photo_file_id', 'is', null)
        .execute();
    });
    done += 1;
    if (done % 25 === 0 || done === rows.length) await ctx.progress.report(done, rows.length);
  }
  return { photos: done };
}
