import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollToHash } from './use-scroll-to-hash';

let navigate: ReturnType<typeof useNavigate>;

function Screen() {
  navigate = useNavigate();
  useScrollToHash(true);
  return <section id="enquiry">Enquiry Form</section>;
}

const scrollIntoView = jest.fn();
const scrolledTo = () => scrollIntoView.mock.contexts.map((element) => (element as HTMLElement).id);

/** Where the window is scrolled to: jsdom never moves it, so the test says where the browser left it. */
function windowAt(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useScrollToHash', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  beforeEach(() => {
    scrollIntoView.mockClear();
    windowAt(0);
  });
  afterAll(() => windowAt(0));

  it("scrolls to the target on the page's own address while the page is still at its top (the browser had nothing to jump to)", () => {
    render(
      <MemoryRouter initialEntries={['/#enquiry']}>
        <Screen />
      </MemoryRouter>,
    );
    expect(scrolledTo()).toEqual(['enquiry']);
  });

  it("leaves the page where the browser or the visitor has put it on the page's own address", () => {
    windowAt(900);
    render(
      <MemoryRouter initialEntries={['/#enquiry']}>
        <Screen />
      </MemoryRouter>,
    );
    expect(scrolledTo()).toEqual([]);
  });

  it('scrolls after a link inside the site, wherever the page was', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Screen />
      </MemoryRouter>,
    );
    windowAt(900);
    act(() => navigate('/#enquiry'));
    expect(scrolledTo()).toEqual(['enquiry']);
  });

  it('scrolls once per address, not again on a re-render', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/#enquiry']}>
        <Screen />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter initialEntries={['/#enquiry']}>
        <Screen />
      </MemoryRouter>,
    );
    expect(scrolledTo()).toEqual(['enquiry']);
  });
});
