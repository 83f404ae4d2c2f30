import type { ReactNode } from 'react';
import { Link, useLocation, useResolvedPath } from 'react-router-dom';
import './styles';

interface ServiceCardProps {
  title: string;
  /** Image URL (already passed through `mediaUrl`). */
  image: string;
  to: string;
}

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * One service in a grid: the picture and the name, the whole card a link to the service page. A card
 * whose page is the one already shown is not a link: it would only reload the page the visitor is on.
 */
export function ServiceCard({ title, image, to }: ServiceCardProps) {
  const here = trimmed(useLocation().pathname) === trimmed(useResolvedPath(to).pathname);
  const content = (
    <>
      <img className="service-card__image" src={image} alt="" width={400} height={300} loading="lazy" decoding="async" />
      <span className="service-card__title">{title}</span>
    </>
  );
  return (
    <li className="service-card">
      {here ? <div className="service-card__link service-card__link--here">{content}</div> : <Link className="service-card__link" to={to}>{content}</Link>}
    </li>
  );
}

export function ServiceGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="service-grid" aria-label={label}>
      {children}
    </ul>
  );
}
