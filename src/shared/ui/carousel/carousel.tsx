import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { Carousel as SlideTrack } from 'react-responsive-carousel';
import type { AnimationHandler } from 'react-responsive-carousel/lib/ts/components/Carousel/types';
import { useText } from '@/shared/i18n';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useIsWideLayout, usePrefersReducedMotion } from '@/shared/lib/media-query';
import { carouselMachine, lastIndex } from '@/shared/model/carousel.machine';
import { slidesPerView, type CarouselConfig } from './carousel-config';
import { carouselText } from './i18n/carousel-text';
import './styles';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  config: CarouselConfig;
  slides: CarouselSlide[];
  className?: string;
  /** The region's name in the page's language (the config's English name by default). */
  label?: string;
}

/**
 * Several slides in view: the track moves by one slide width (`centerSlidePercentage` of the view)
 * per position, instead of the library's centring of the selected slide.
 */
const multiSlideAnimation: AnimationHandler = (props, state) => {
  const offset = -state.selectedItem * props.centerSlidePercentage;
  const transform = `translate3d(${offset}%, 0, 0)`;
  return {
    itemListStyle: { transform, transitionDuration: state.swiping ? undefined : `${props.transitionTime}ms` },
  };
};

/**
 * The one carousel of the site: the carousel machine decides which slide shows and when it turns;
 * react-responsive-carousel only draws the track (controlled through `selectedItem`, its own autoplay
 * and loop off). The markup follows the WAI-ARIA carousel pattern: a labelled region, a rotation
 * button first, previous/next buttons, slides labelled "n of m", and slides out of view hidden
 * from assistive technology and the tab order. Until the script runs (and without JavaScript) the track
 * cannot move, so every slide stays reachable: public/noscript.css lays them out as a row that scrolls.
 */
export function Carousel({ config, slides, className, label = config.label }: CarouselProps) {
  const t = useText(carouselText);
  const reducedMotion = usePrefersReducedMotion();
  const wide = useIsWideLayout();
  const perView = slidesPerView(config.perView, wide);
  const count = slides.length;
  const [snapshot, send, actor] = useBridgedMachine(carouselMachine, {
    id: config.id,
    input: { count, perView, interval: config.interval, wrap: config.wrap, reducedMotion },
  });
  // The rotation button shows the visitor's own choice; hover and focus only hold rotation for a moment.
  const { index, pausedByUser } = snapshot.context;
  const slidesId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => send({ type: 'SET_COUNT', count }), [count, send]);
  useEffect(() => send({ type: 'SET_PER_VIEW', perView }), [perView, send]);
  useEffect(() => {
    if (reducedMotion) send({ type: 'PAUSE' });
  }, [reducedMotion, send]);
  // A pointer already resting on the carousel when it hydrates (the page's scripts start after `load`)
  // holds its rotation as a later one would.
  useEffect(() => {
    if (regionRef.current?.matches(':hover')) send({ type: 'HOVER' });
  }, [send]);

  const rotates = snapshot.matches('auto');
  const rotating = snapshot.matches({ auto: 'rotating' });
  const last = lastIndex(snapshot.context);
  const positions = last + 1;

  // The rotation button itself must not count as "focus inside": pressing it has to be able to start rotation.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if ((event.target as Element) !== rotationRef.current) send({ type: 'FOCUS' });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !regionRef.current?.contains(next) || next === rotationRef.current) send({ type: 'BLUR' });
  };

  if (count === 0) return null;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      className={['vk-carousel', perView > 1 ? 'vk-carousel--multi' : '', className].filter(Boolean).join(' ')}
      onMouseEnter={() => send({ type: 'HOVER' })}
      onMouseLeave={() => send({ type: 'UNHOVER' })}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {(rotates || positions > 1) && (
        <div className="vk-carousel__controls">
          {rotates && (
            <button
              ref={rotationRef}
              type="button"
              className="vk-carousel__button vk-carousel__rotation"
              aria-label={pausedByUser ? t('Start automatic slide show') : t('Stop automatic slide show')}
              onClick={() => send({ type: pausedByUser ? 'PLAY' : 'PAUSE' })}
            >
              <span aria-hidden="true" className={pausedByUser ? 'vk-carousel__icon-play' : 'vk-carousel__icon-pause'} />
            </button>
          )}
          {positions > 1 && (
            <>
              <button
                type="button"
                className="vk-carousel__button vk-carousel__prev"
                aria-controls={slidesId}
                aria-label={t('Previous slide')}
                disabled={!config.wrap && index === 0}
                onClick={() => send({ type: 'PREV' })}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="vk-carousel__button vk-carousel__next"
                aria-controls={slidesId}
                aria-label={t('Next slide')}
                disabled={!config.wrap && index === last}
                onClick={() => send({ type: 'NEXT' })}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
      )}
      <div id={slidesId} className="vk-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        <SlideTrack
          // A new width per slide needs the track rebuilt: the library reads its geometry once.
          key={perView}
          selectedItem={index}
          autoPlay={false}
          infiniteLoop={false}
          stopOnHover={false}
          useKeyboardArrows={false}
          showArrows={false}
          showThumbs={false}
          showStatus={config.showStatus}
          statusFormatter={(current, total) => `${current} of ${total}`}
          showIndicators={config.showIndicators && positions > 1}
          renderIndicator={(_onClick, selected, position) =>
            position < positions ? (
              <li key={position} className="vk-carousel__dot-item">
                <button
                  type="button"
                  className="vk-carousel__dot"
                  aria-label={t('Show slide {{position}} of {{count}}', { position: position + 1, count: positions })}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => send({ type: 'GO_TO', index: position })}
                />
              </li>
            ) : null
          }
          // The library's swipe clamps to its own last slide, not to the last full view: with several
          // slides in view it could leave the track half empty, so those carousels use the buttons.
          swipeable={count > 1 && perView === 1}
          emulateTouch={false}
          transitionTime={reducedMotion ? 0 : config.transitionMs}
          centerMode={perView > 1}
          centerSlidePercentage={100 / perView}
          animationHandler={perView > 1 ? multiSlideAnimation : 'slide'}
          onChange={(position) => {
            // Swipes move the track itself; the machine follows so the two never disagree.
            if (position !== actor.getSnapshot().context.index) send({ type: 'GO_TO', index: position });
          }}
        >
          {slides.map((slide, position) => {
            const visible = position >= index && position < index + perView;
            const hidden = hydrated && !visible;
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{{position}} of {{count}}', { position: position + 1, count })}
                aria-hidden={hidden ? true : undefined}
                inert={hidden}
                className={`vk-carousel__slide${visible ? ' is-visible' : ''}`}
              >
                {slide.content}
              </div>
            );
          })}
        </SlideTrack>
      </div>
    </div>
  );
}
