import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './service-card.scss';

interface ServiceCardProps {
  title: string;
  /** Image URL (already passed through `mediaUrl`). */
  image: string;
  to: string;
}

/** One service in a grid: the picture and the name, the whole card a link to the service page. */
export function ServiceCard({ title, image, to }: ServiceCardProps) {
  return (
    <li className="service-card">
      <Link className="service-card__link" to={to}>
        <img className="service-card__image" src={image} alt="" width={400} height={300} loading="lazy" decoding="async" />
        <span className="service-card__title">{title}</span>
      </Link>
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
