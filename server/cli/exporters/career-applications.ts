import { defineExporter } from './types';

export const careerApplicationsExporter = defineExporter({
  description: 'job applications from the Careers form (resumes with --files DIR)',
  from: (db) => db.selectFrom('career_applications'),
  pageBy: 'id',
  columns: [
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
  ].map((name) => ({ name })),
  // One resume at a time, read when its row is written: an export of thousands never holds them all.
  async file(db, id) {
    const resume = await db.selectFrom('career_applications').select(['resume_name', 'resume_data']).where('id', '=', id).executeTakeFirst();
    return resume ? { name: resume.resume_name, data: Buffer.from(resume.resume_data) } : undefined;
  },
});
