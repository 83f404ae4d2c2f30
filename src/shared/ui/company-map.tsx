import { COMPANY } from '@/shared/config/company';

/**
 * The embedded map of the company's location (SPEC section 9: 350 by 300). It loads lazily and
 * may stay blank offline; the offices' addresses are always shown beside it as text.
 */
export function CompanyMap({ className }: { className?: string }) {
  return (
    <iframe
      className={className}
      src={COMPANY.map.embedUrl}
      title={COMPANY.map.title}
      width={350}
      height={300}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
