import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { useText } from '@/shared/i18n';
import { CompanyMap } from '@/shared/ui/company-map';
import { DRAWER_LINKS } from '../config/links';
import { drawerText } from '../i18n/drawer-text';
import { shellText } from '../i18n/shell-text';
import { LanguageSwitch } from './language-switch';

interface SideDrawerProps {
  id: string;
  logo: string | undefined;
  show: boolean;
  onClose: () => void;
  /** After the closing transition: the header puts focus back where it belongs. */
  onExited?: () => void;
}

/**
 * The panel behind the header's last item. Offcanvas is a modal dialog: it traps focus, closes on
 * Escape and on the backdrop; focus goes back to the button that opened it (or the header's `onExited`).
 */
export function SideDrawer({ id, logo, show, onClose, onExited }: SideDrawerProps) {
  const t = useText(shellText);
  const text = useText(drawerText);
  const titleId = `${id}-title`;
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={!onExited}
      placement="end"
      aria-labelledby={titleId}
      className="side-drawer"
    >
      <Offcanvas.Header closeButton closeLabel={text('Close')}>
        <Offcanvas.Title id={titleId} as="h2" className="side-drawer__title">
          {logo ? <img src={logo} width={180} height={100} alt={COMPANY.name} /> : COMPANY.name}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={text('Quick links')}>
          <ul className="list-unstyled side-drawer__links">
            {DRAWER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={onClose}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="side-drawer__language">
          <LanguageSwitch as="button" className="btn btn-outline-secondary btn-sm" />
        </p>
        <CompanyMap className="side-drawer__map" title={text(COMPANY.map.title)} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
