import { COMPANY } from '@/shared/config/company';

/**
 * The embedded map of the company's location (docs/spec-fields.md §9: 350 by 300). It loads lazily and
 * may stay blank offline; the offices' addresses are always shown beside it as text. `title`: the page's
 * language's name for it (`COMPANY.map.title` through the showing part's catalogue).
 */
export function CompanyMap({ className, title }: { className?: string; title: string }) {
  return (
    <iframe
      className={className}
      src={COMPANY.map.embedUrl}
      title={title}
      width={350}
      height={300}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
