import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { machinesReducer } from '@/shared/model/machines-slice';
import { Carousel } from './carousel';
import { slidesPerView, type CarouselConfig } from './carousel-config';
import { fakeMatchMedia } from '../../../../test/utils/match-media';

const config = (overrides: Partial<CarouselConfig> = {}): CarouselConfig => ({
  id: 'carousel.test',
  label: 'Test carousel',
  interval: null,
  wrap: true,
  transitionMs: 0,
  perView: 1,
  showIndicators: false,
  showStatus: false,
  ...overrides,
});

const slides = (count: number) =>
  Array.from({ length: count }, (_, position) => ({ key: position, content: <p>Slide content {position + 1}</p> }));

function renderCarousel(carousel: CarouselConfig, count = 3) {
  // Only the DevTools bridge's slice: shared code does not reach up to the app's store.
  const store = configureStore({ reducer: { machines: machinesReducer } });
  const view = render(
    <Provider store={store}>
      <Carousel config={carousel} slides={slides(count)} />
    </Provider>,
  );
  return { store, ...view };
}

/** The slides a visitor (or a screen reader) can reach: not aria-hidden. */
function visibleSlides() {
  return screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
}

function mockMatchMedia(matches: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia(matches);
  return () => {
    window.matchMedia = original;
  };
}

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('is a labelled carousel region whose slides are labelled "n of m"', () => {
    renderCarousel(config());
    const region = screen.getByRole('region', { name: 'Test carousel' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('hides the slides out of view from assistive technology and the tab order', () => {
    renderCarousel(config());
    const [first, second, third] = screen.getAllByRole('group', { hidden: true });
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveAttribute('inert');
    expect(third).toHaveAttribute('inert');
  });

  it('moves with the previous and next buttons, wrapping both ways', async () => {
    renderCarousel(config());
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['2 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['3 of 3']);
  });

  it('has no rotation button when it does not turn by itself', () => {
    renderCarousel(config());
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it('turns by itself, stops with the pause button and goes again with play', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel(config({ interval: 2_400 }));
    const current = () => visibleSlides()[0].getAttribute('aria-label');

    act(() => jest.advanceTimersByTime(2_400));
    expect(current()).toBe('2 of 3');

    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    // The pointer is still over the carousel after the click; it leaves before time passes.
    await user.unhover(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe('2 of 3');

    await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(2_400));
    expect(current()).toBe('3 of 3');
  });

  it('stops while the pointer is over it or focus is inside it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel(config({ interval: 1_000 }));
    const region = screen.getByRole('region');
    const current = () => visibleSlides()[0].getAttribute('aria-label');

    await user.hover(region);
    act(() => jest.advanceTimersByTime(5_000));
    expect(current()).toBe('1 of 3');
    await user.unhover(region);

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(current()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(5_000));
    expect(current()).toBe('1 of 3');

    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => jest.advanceTimersByTime(1_000));
    expect(current()).toBe('2 of 3');
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    jest.useFakeTimers();
    const restore = mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    try {
      renderCarousel(config({ interval: 1_000 }));
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_000));
      expect(visibleSlides()[0]).toHaveAttribute('aria-label', '1 of 3');
    } finally {
      restore();
    }
  });

  it('shows one dot per position and moves to the dot chosen', async () => {
    renderCarousel(config({ showIndicators: true }));
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2]);
    expect(visibleSlides()[0]).toHaveAttribute('aria-label', '3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows several slides at once and steps one at a time', async () => {
    const restore = mockMatchMedia((query) => query.includes('min-width: 768px'));
    try {
      renderCarousel(config({ perView: { narrow: 3, wide: 4 } }), 6);
      expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6']);
      await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6']);
    } finally {
      restore();
    }
  });

  it('reports its state to Redux DevTools under its id', async () => {
    const { store } = renderCarousel(config({ id: 'carousel.devtools' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(store.getState().machines['carousel.devtools']).toEqual({
      value: 'manual',
      event: 'NEXT',
      context: expect.objectContaining({ index: 1, paused: expect.any(Boolean) }),
    });
  });

  it('renders nothing without slides', () => {
    const { container } = renderCarousel(config(), 0);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('slidesPerView', () => {
  it('picks the narrow or wide count', () => {
    expect(slidesPerView(1, false)).toBe(1);
    expect(slidesPerView({ narrow: 3, wide: 4 }, false)).toBe(3);
    expect(slidesPerView({ narrow: 3, wide: 4 }, true)).toBe(4);
  });
});
