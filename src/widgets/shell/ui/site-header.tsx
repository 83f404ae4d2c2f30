import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SessionSlot } from '@/features/auth';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useText } from '@/shared/i18n';
import { useMachineOnDemand } from '@/shared/lib/use-machine-on-demand';
import { narrowPoster } from '@/shared/lib/video-poster';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { deferred } from '@/shared/ui/deferred';
import { MenuIcon, PanelIcon } from './header-icons';
import { HEADER_LINKS } from '../config/links';
import { shellText } from '../i18n/shell-text';
import { useLogos } from '../lib/use-logos';
import { LanguageSwitch } from './language-switch';

// The drawer (react-bootstrap's Offcanvas, a modal dialog) loads the first time it opens.
const SideDrawer = deferred('SideDrawer', () => import(/* webpackChunkName: "side-drawer" */ './side-drawer').then((module) => module.SideDrawer));
// The menu and the drawer are closed until a visitor opens one, so their machine (and xstate) loads on first use.
const loadDisclosure = () => import(/* webpackChunkName: "disclosure" */ '@/shared/model/disclosure.machine').then((module) => module.disclosureMachine);

const MENU_ID = 'site-menu';
const DRAWER_ID = 'site-drawer';

/**
 * The fixed header: logo, the main menu (collapsed behind a toggle below 992 px) and the button of the
 * side drawer. Bootstrap's navbar classes lay it out; the menu and the drawer are XState disclosure
 * machines. Without JavaScript, `public/noscript.css` shows the collapsed menu as a plain list.
 */
export function SiteHeader() {
  const t = useText(shellText);
  const menu = useMachineOnDemand(loadDisclosure, 'menu');
  const drawer = useMachineOnDemand(loadDisclosure, 'drawer');
  const [logo] = useLogos();
  const menuOpen = menu.snapshot?.matches('open') ?? false;
  const drawerOpen = drawer.snapshot?.matches('open') ?? false;
  const { send: sendMenu } = menu;
  const closeMenu = () => {
    if (menuOpen) sendMenu({ type: 'CLOSE' });
  };
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
    closeMenu();
    drawer.send({ type: 'OPEN' });
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
    <header role="banner" className="site-header__bar navbar navbar-expand-lg navbar-light fixed-top">
      <BackgroundVideo
        className="site-header__video"
        src={mediaUrl(COMPANY.media.headerVideo)}
        poster={narrowPoster(mediaUrl(COMPANY.media.headerPoster))}
      />
      <div className="site-header__inner container-xl">
        <Link to="/" className="site-header__brand navbar-brand" onClick={closeMenu}>
          {logo ? (
            <img src={logo} width={180} height={100} alt={t('{{company}}, home', { company: COMPANY.name })} />
          ) : (
            <span className="site-header__name">{COMPANY.name}</span>
          )}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={`site-header__toggle navbar-toggler${menuOpen ? '' : ' collapsed'}`}
          aria-controls={MENU_ID}
          aria-expanded={menuOpen}
          aria-label={t('Menu')}
          onPointerDown={menu.prepare}
          onClick={() => sendMenu({ type: 'TOGGLE' })}
        >
          <MenuIcon />
        </button>
        <div id={MENU_ID} className={`navbar-collapse collapse${menuOpen ? ' show' : ''}`}>
          <nav aria-label={t('Main')} className="ms-auto align-items-lg-center site-header__nav navbar-nav">
            {HEADER_LINKS.map((link) => (
              <NavLink key={link.to} className="nav-link" to={link.to} end={link.to === '/'} onClick={closeMenu}>
                {t(link.label)}
              </NavLink>
            ))}
            <button
              ref={drawerButtonRef}
              type="button"
              className="btn site-header__drawer-button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onPointerDown={drawer.prepare}
              onClick={openDrawer}
            >
              <PanelIcon />
              {/* Its name, read by screen readers everywhere and shown in the phone menu, where an icon alone says too little. */}
              <span className="site-header__drawer-label">{t('Quick links and map')}</span>
            </button>
          </nav>
          <LanguageSwitch className="nav-link site-header__language" />
          <SessionSlot />
        </div>
      </div>
      {/* Offcanvas renders into a portal at the end of <body>: being inside the header changes nothing. */}
      {drawer.snapshot && (
        <SideDrawer id={DRAWER_ID} logo={logo} show={drawerOpen} onClose={() => drawer.send({ type: 'CLOSE' })} onExited={restoreFocus} />
      )}
    </header>
  );
}
