import { defineExporter } from './types';

export const contactMessagesExporter = defineExporter({
  description: 'messages sent from the Contact Us form',
  from: (db) => db.selectFrom('contact_messages'),
  pageBy: 'id',
  columns: [{ name: 'id' }, { name: 'created_at' }, { name: 'name' }, { name: 'email' }, { name: 'phone' }, { name: 'message' }],
});
