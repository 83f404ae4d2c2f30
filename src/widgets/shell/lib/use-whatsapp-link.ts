import { useLocation } from 'react-router-dom';
import { whatsappMessage, whatsappUrl } from '@/shared/lib/whatsapp';
import { pageContext } from './page-name';

/** The WhatsApp link of the shell, opening a chat that names the page the visitor is on. */
export function useWhatsAppLink(): string {
  const { pathname, search } = useLocation();
  const { page, about } = pageContext(pathname, search);
  return whatsappUrl(whatsappMessage(page, about));
}
