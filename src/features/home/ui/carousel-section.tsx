import { Carousel, type CarouselConfig, type CarouselSlide } from '@/shared/ui/carousel';
import { Section } from '@/shared/ui/section';

interface CarouselSectionProps<T> {
  title: string;
  tone: 'plain' | 'muted';
  className: string;
  config: CarouselConfig;
  /** The carousel's name in the page's language. */
  label: string;
  items: readonly T[];
  slide: (item: T, position: number) => CarouselSlide;
}

/** A home-page band that turns through its items; hidden when the read failed or gave nothing. */
export function CarouselSection<T>({ title, tone, className, config, label, items, slide }: CarouselSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <Section title={title} tone={tone} className={className}>
      <Carousel config={config} label={label} slides={items.map(slide)} />
    </Section>
  );
}
