import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-helpers';

describe('errors raised before routing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('reads a query with broken percent-encoding as text (no match), and answers a path with it 400 in the usual shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/get_tender?tenderNo=%E0%A4%A' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const pathResponse = await app.inject({ method: 'GET', url: '/backend/%E0%A4%A' });
    expect(pathResponse.statusCode).toBe(400);
    expect(pathResponse.json()).toEqual({ success: false, message: 'The address or request is malformed.' });
  });
});
