// The desk's confirm dialog is the site's: the tender page's bid withdrawal asks with it too.
export { ConfirmDialog } from '@/shared/ui/confirm-dialog';
