import { lazy, Suspense, useEffect, useRef } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { disclosureMachine } from '@/shared/model/disclosure.machine';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { MenuIcon, PanelIcon } from '@/shared/ui/icons';
import { HEADER_LINKS } from '../config/links';
import { useLogos } from '../lib/use-logos';
import { SideDrawer } from './side-drawer';

// Loaded on demand so the header does not pull the log-in and sign-up screens into the first chunk.
const SessionIndicator = lazy(() => import('@/features/auth').then((module) => ({ default: module.SessionIndicator })));

const MENU_ID = 'site-menu';
const DRAWER_ID = 'site-drawer';

export function SiteHeader() {
  const [menu, sendMenu] = useBridgedMachine(disclosureMachine, { id: 'menu' });
  const [drawer, sendDrawer] = useBridgedMachine(disclosureMachine, { id: 'drawer' });
  const [logo] = useLogos();
  const menuOpen = menu.matches('open');
  const drawerOpen = drawer.matches('open');
  const closeMenu = () => sendMenu({ type: 'CLOSE' });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerButtonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and hands focus back to its toggle (a dialog open above it handles its own Escape).
  useEffect(() => {
    if (!menuOpen || drawerOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      sendMenu({ type: 'CLOSE' });
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, drawerOpen, sendMenu]);

  // The drawer replaces the menu rather than opening over it.
  const openDrawer = () => {
    sendMenu({ type: 'CLOSE' });
    sendDrawer({ type: 'OPEN' });
  };

  // Focus goes back to the button that opened the drawer; on a phone that button went away with the
  // collapsed menu, so the menu's toggle takes it.
  const restoreFocus = () => {
    const opener = drawerButtonRef.current;
    opener?.focus();
    // A browser refuses focus to a hidden element.
    if (!opener || document.activeElement !== opener) toggleRef.current?.focus();
  };

  return (
    <Navbar
      as="header"
      role="banner"
      fixed="top"
      expand="lg"
      variant="light"
      className="site-header__bar"
      expanded={menuOpen}
      onToggle={() => sendMenu({ type: 'TOGGLE' })}
    >
      <BackgroundVideo
        className="site-header__video"
        src={mediaUrl(COMPANY.media.headerVideo)}
        poster={mediaUrl(COMPANY.media.headerPoster)}
      />
      <Container fluid="xl" className="site-header__inner">
        <Navbar.Brand as={Link} to="/" className="site-header__brand" onClick={closeMenu}>
          {logo ? (
            <img src={logo} width={180} height={100} alt={`${COMPANY.name}, home`} />
          ) : (
            <span className="site-header__name">{COMPANY.name}</span>
          )}
        </Navbar.Brand>
        <Navbar.Toggle ref={toggleRef} aria-controls={MENU_ID} aria-expanded={menuOpen} label="Menu" className="site-header__toggle">
          <MenuIcon />
        </Navbar.Toggle>
        <Navbar.Collapse id={MENU_ID}>
          <Nav as="nav" aria-label="Main" className="ms-auto align-items-lg-center site-header__nav">
            {HEADER_LINKS.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.to === '/'} onClick={closeMenu}>
                {link.label}
              </Nav.Link>
            ))}
            <button
              ref={drawerButtonRef}
              type="button"
              className="btn site-header__drawer-button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={openDrawer}
            >
              <PanelIcon />
              {/* Its name, read by screen readers everywhere and shown in the phone menu, where an icon alone says too little. */}
              <span className="site-header__drawer-label">Quick links and map</span>
            </button>
          </Nav>
          <Suspense fallback={null}>
            <SessionIndicator />
          </Suspense>
        </Navbar.Collapse>
      </Container>
      {/* Offcanvas renders into a portal at the end of <body>: being inside the header changes nothing. */}
      <SideDrawer id={DRAWER_ID} logo={logo} show={drawerOpen} onClose={() => sendDrawer({ type: 'CLOSE' })} onExited={restoreFocus} />
    </Navbar>
  );
}
