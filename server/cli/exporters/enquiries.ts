import type { Exporter } from './types';

export const enquiriesExporter: Exporter = {
  description: 'enquiries sent from the home page form',
  columns: ['id', 'created_at', 'name', 'email', 'phone', 'address', 'message'],
  rows: (db, { since }) =>
    db
      .selectFrom('enquiries')
      .select(['id', 'created_at', 'name', 'email', 'phone', 'address', 'message'])
      .$if(since !== undefined, (query) => query.where('created_at', '>=', since!))
      .orderBy('id')
      .execute(),
};
