import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createRenderClock, RenderClockContext, useChangesAt, useNow } from './render-clock';

function Shows({ changesAt }: { changesAt: Array<Date | null> }) {
  const now = useNow();
  useChangesAt(...changesAt);
  const [, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      {now.toISOString()}
    </button>
  );
}

describe('the render clock', () => {
  it('gives a server render its one instant and keeps the earliest change the screens name', () => {
    const clock = createRenderClock(new Date('2026-12-01T12:00:00Z'));
    render(
      <RenderClockContext.Provider value={clock}>
        <Shows changesAt={[new Date('2026-12-31T18:30:00Z'), null]} />
        <Shows changesAt={[new Date('2026-12-01T18:30:00Z')]} />
      </RenderClockContext.Provider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['2026-12-01T12:00:00.000Z', '2026-12-01T12:00:00.000Z']);
    expect(new Date(clock.changesAt).toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('leaves the clock untouched when nothing rendered depends on it', () => {
    const clock = createRenderClock(new Date('2026-12-01T12:00:00Z'));
    render(
      <RenderClockContext.Provider value={clock}>
        <Shows changesAt={[null]} />
      </RenderClockContext.Provider>,
    );
    expect(clock.changesAt).toBe(Infinity);
  });

  it('in the browser, keeps the instant a screen first rendered at through its later renders', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      render(<Shows changesAt={[new Date('2026-12-01T18:30:00Z')]} />);
      jest.setSystemTime(new Date('2026-12-02T09:00:00Z'));
      await userEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).toHaveTextContent('2026-12-01T12:00:00.000Z');
    } finally {
      jest.useRealTimers();
    }
  });
});
