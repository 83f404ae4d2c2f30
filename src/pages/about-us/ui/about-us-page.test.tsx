import { screen, within } from '@testing-library/react';
import about from '@content/about.json';
import founders from '@content/founders.json';
import { renderApp } from '../../../../test/utils/render';

describe('AboutUsPage', () => {
  it('shows the promise, the description from the API and the founders alternating sides', async () => {
    renderApp('/aboutus');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Quality | Perfection | Customer Satisfaction')).toBeInTheDocument();

    const firstParagraph = about[0].About_Description.split(/\n+/)[0];
    expect(await screen.findByText(firstParagraph)).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { name: "Our Founder's" });
    const cards = within(heading.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(cards).toHaveLength(founders.length);
    expect(cards.map((card) => card.className.includes('founder-card--right'))).toEqual(founders.map((_, position) => position % 2 === 1));

    // A founder image may be an inline data URI or a server path; both are shown as images.
    for (const founder of founders) {
      const image = screen.getByRole('img', { name: `Portrait of ${founder.Founders_Name}` });
      if (founder.Founders_img.startsWith('data:image/')) expect(image).toHaveAttribute('src', founder.Founders_img);
      else expect(image.getAttribute('src')).toBe(`http://localhost/backend${founder.Founders_img}`);
    }
  });
});
