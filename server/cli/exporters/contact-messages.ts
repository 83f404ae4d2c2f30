import type { Exporter } from './types';

export const contactMessagesExporter: Exporter = {
  description: 'messages sent from the Contact Us form',
  columns: ['id', 'created_at', 'name', 'email', 'phone', 'message'],
  rows: (db, { since }) =>
    db
      .selectFrom('contact_messages')
      .select(['id', 'created_at', 'name', 'email', 'phone', 'message'])
      .$if(since !== undefined, (query) => query.where('created_at', '>=', since!))
      .orderBy('id')
      .execute(),
};
