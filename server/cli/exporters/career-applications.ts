import type { Exporter } from './types';

const COLUMNS = [
  'id',
  'created_at',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'selectedPost',
  'currentLocation',
  'currentEmployer',
  'experience',
  'qualification',
  'resume_name',
  'resume_type',
  'resume_size',
] as const;

export const careerApplicationsExporter: Exporter = {
  description: 'job applications from the Careers form (resumes with --files DIR)',
  columns: COLUMNS,
  rows: (db, { since }) =>
    db
      .selectFrom('career_applications')
      .select([...COLUMNS])
      .$if(since !== undefined, (query) => query.where('created_at', '>=', since!))
      .orderBy('id')
      .execute(),
  async *files(db, { since }) {
    // One resume at a time: an export of thousands of applications never holds them all in memory.
    const ids = await db
      .selectFrom('career_applications')
      .select('id')
      .$if(since !== undefined, (query) => query.where('created_at', '>=', since!))
      .orderBy('id')
      .execute();
    for (const { id } of ids) {
      const resume = await db.selectFrom('career_applications').select(['resume_name', 'resume_data']).where('id', '=', id).executeTakeFirst();
      if (resume) yield { id, name: resume.resume_name, data: Buffer.from(resume.resume_data) };
    }
  },
};
