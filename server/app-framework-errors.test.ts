import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-helpers';

describe('errors raised before routing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('answers a URL with broken percent-encoding with a 400 in the usual shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/get_tender?tenderNo=%E0%A4%A' });
    expect(response.statusCode).toBeLessThan(500);
    const pathResponse = await app.inject({ method: 'GET', url: '/backend/%E0%A4%A' });
    expect(pathResponse.statusCode).toBe(400);
    expect(pathResponse.json()).toEqual({ success: false, message: 'The address or request is malformed.' });
  });
});
