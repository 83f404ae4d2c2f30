import { defineExporter } from './types';

export const enquiriesExporter = defineExporter({
  description: 'enquiries sent from the home page form',
  from: (db) => db.selectFrom('enquiries'),
  pageBy: 'id',
  columns: [{ name: 'id' }, { name: 'created_at' }, { name: 'name' }, { name: 'email' }, { name: 'phone' }, { name: 'address' }, { name: 'message' }],
});
