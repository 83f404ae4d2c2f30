import type { ReactNode } from 'react';
import type { Founder } from '@/entities/founder';
import { MediaImage } from '@/shared/ui/media-image';

/**
 * A founder's portrait, name and role, then `children` (the description as the screen shows it). The
 * caller gives the element around it and the block class (`leader-card` on Home, `founder-card` on About Us).
 */
export function FounderCardContent({ founder, block, photoSize, children }: { founder: Founder; block: string; photoSize: number; children: ReactNode }) {
  return (
    <>
      <MediaImage className={`${block}__photo`} path={founder.Founders_img} alt={`Portrait of ${founder.Founders_Name}`} width={photoSize} height={photoSize} />
      <div className={`${block}__body`}>
        <h3 className={`${block}__name`}>{founder.Founders_Name}</h3>
        <p className={`${block}__role`}>{founder.Founders_Role}</p>
        {children}
      </div>
    </>
  );
}
