import Fastify from 'fastify';
import { DomainError, STATUS_OF_KIND, type DomainErrorKind } from '../lib/domain-error';
import { errorHandlerPlugin } from './errors';

/** The one mapping from a service's refusal to HTTP: every kind answers its status, message, fields and headers. */
describe('a DomainError reaching the host', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/refuse/:kind', async (request) => {
      const { kind } = request.params as { kind: DomainErrorKind };
      throw new DomainError(kind, `Refused as ${kind}.`, {
        errors: kind === 'invalid' ? { email: 'Enter your e-mail address.' } : undefined,
        headers: kind === 'rate-limited' ? { 'retry-after': '60' } : undefined,
        extra: kind === 'conflict' ? { current: { version: 3 } } : undefined,
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  // Written out here, so that a changed mapping fails this test.
  const statuses: [DomainErrorKind, number][] = [
    ['invalid', 400], ['unauthenticated', 401], ['forbidden', 403], ['not-found', 404], ['conflict', 409],
    ['gone', 410], ['too-large', 413], ['unprocessable', 422], ['rate-limited', 429], ['busy', 503],
  ];

  it('has a status for every kind, and only those', () => {
    expect(Object.keys(STATUS_OF_KIND).sort()).toEqual(statuses.map(([kind]) => kind).sort());
  });

  it.each(statuses)('%s answers %i', async (kind, status) => {
    const response = await app.inject({ method: 'GET', url: `/refuse/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message: `Refused as ${kind}.` });
  });

  it('carries the per-field messages, the headers and the extra members of the body', async () => {
    expect((await app.inject({ method: 'GET', url: '/refuse/invalid' })).json()).toEqual({
      success: false,
      message: 'Refused as invalid.',
      errors: { email: 'Enter your e-mail address.' },
    });
    expect((await app.inject({ method: 'GET', url: '/refuse/rate-limited' })).headers['retry-after']).toBe('60');
    expect((await app.inject({ method: 'GET', url: '/refuse/conflict' })).json()).toEqual({
      success: false,
      message: 'Refused as conflict.',
      current: { version: 3 },
    });
  });
});
