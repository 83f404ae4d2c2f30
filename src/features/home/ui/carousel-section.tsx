import { Carousel, type CarouselConfig, type CarouselSlide } from '@/shared/ui/carousel';
import { Section } from '@/shared/ui/section';

interface CarouselSectionProps<T> {
  title: string;
  tone: 'plain' | 'muted';
  className: string;
  config: CarouselConfig;
  items: readonly T[];
  slide: (item: T, position: number) => CarouselSlide;
}

/** A home-page band that turns through its items; hidden when the read failed or gave nothing. */
export function CarouselSection<T>({ title, tone, className, config, items, slide }: CarouselSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <Section title={title} tone={tone} className={className}>
      <Carousel config={config} slides={items.map(slide)} />
    </Section>
  );
}
