import { defineTextCatalogue, useText } from '@/shared/i18n';

/** The service pages' names, keyed by their English names. */
export const serviceNamesText = defineTextCatalogue('service-names', () => import('./service-names-text.mr'));

/**
 * A service's name in the page's language: a fixed card's title or a server service's name. A name the
 * catalogue does not know (a service the company added) is shown as it is.
 */
export function useServiceName(): (name: string) => string {
  const t = useText(serviceNamesText);
  return (name) => t(name);
}
