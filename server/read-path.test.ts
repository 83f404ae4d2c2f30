import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, cookieFrom, csrfFor, describeDb, sampleClient } from './test-helpers';
import { genuineTokens, issueToken, XSRF_COOKIE } from './plugins/csrf';
import { securityHeadersFor } from './plugins/security-headers';
import { contentSecurityPolicy } from './app';

jest.setTimeout(30_000);

/** What helmet set on every answer before its headers were computed once (docs/decisions.md). */
const SECURITY_HEADERS = {
  'content-security-policy': expect.stringContaining("default-src 'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers computed once', () => {
  it("are helmet's own headers for the options", () => {
    const headers = Object.fromEntries(securityHeadersFor({ contentSecurityPolicy, frameguard: { action: 'deny' }, hsts: false }));
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    const withHsts = Object.fromEntries(securityHeadersFor({ hsts: { maxAge: 31_536_000, includeSubDomains: true } }));
    expect(withHsts['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('remembered XSRF tokens', () => {
  it('remembers only tokens whose signature is right, and forgets past its bound', () => {
    const genuine = genuineTokens('secret', 2);
    const token = issueToken('secret');
    expect(genuine(token)).toBe(true);
    expect(genuine(token)).toBe(true);
    expect(genuine(issueToken('another secret'))).toBe(false);
    expect(genuine(`${token.split('.')[0]}.forged`)).toBe(false);
    expect(genuine('no-dot')).toBe(false);
    // Past the bound the memory starts over; a genuine token is still genuine, checked again.
    expect(genuine(issueToken('secret'))).toBe(true);
    expect(genuine(issueToken('secret'))).toBe(true);
    expect(genuine(token)).toBe(true);
  });
});

describeDb('the read path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clientFiles: sampleClient() });
  });
  afterAll(() => app.close());

  it('puts the security headers on every answer: reads, API errors, files, not-found pages', async () => {
    for (const url of ['/backend/projects', '/backend/api/tenders/published', '/backend/nothing-here', '/assets/main.0123456789.js', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, headers: response.headers }).toEqual({ url, headers: expect.objectContaining(SECURITY_HEADERS) });
    }
    const write = await app.inject({ method: 'POST', url: '/backend/contactus/submitForm', payload: {} });
    expect(write.headers).toEqual(expect.objectContaining(SECURITY_HEADERS));
  });

  it("lets an upload's own CSP and cross-origin policy win over the site-wide ones", async () => {
    const upload = await app.inject({ method: 'GET', url: '/backend/uploads/projects/kapila-corporate-office.svg' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-security-policy']).toContain('sandbox');
    expect(upload.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(upload.headers['x-frame-options']).toBe('DENY');
    expect(upload.headers['set-cookie']).toBeUndefined();
  });

  it('sets the XSRF cookie on a read only when the visitor has no genuine one, and never on a public file', async () => {
    const first = await app.inject({ method: 'GET', url: '/backend/projects' });
    const token = cookieFrom(first, XSRF_COOKIE);
    expect(token).toBeDefined();
    for (let i = 0; i < 2; i += 1) {
      const again = await app.inject({ method: 'GET', url: '/backend/projects', headers: { cookie: `${XSRF_COOKIE}=${token}` } });
      expect(again.statusCode).toBe(200);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // A forged token (right nonce, wrong signature) gets a fresh cookie, even after the genuine one was remembered.
    const forged = await app.inject({ method: 'GET', url: '/backend/projects', headers: { cookie: `${XSRF_COOKIE}=${token!.split('.')[0]}.forged` } });
    expect(cookieFrom(forged, XSRF_COOKIE)).toBeDefined();
    expect(cookieFrom(forged, XSRF_COOKIE)).not.toBe(token);
    const file = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a write whose header does not match a remembered genuine cookie', async () => {
    const { cookie, token } = await csrfFor(app);
    await app.inject({ method: 'GET', url: '/backend/projects', headers: { cookie } });
    const refused = await app.inject({ method: 'POST', url: '/backend/contactus/submitForm', headers: { cookie, 'x-xsrf-token': `${token}x` }, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers a cached read without waiting, and forgets it when content changes', async () => {
    await app.inject({ method: 'GET', url: '/backend/projects' });
    const ready = app.reads.ready('/projects');
    expect(ready?.status).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/backend/projects' });
    expect(response.body).toBe(ready!.body);
    expect(response.headers.etag).toBe(ready!.etag);
    await app.contentChanges.changed();
    expect(app.reads.ready('/projects')).toBeUndefined();
    const afterChange = await app.inject({ method: 'GET', url: '/backend/projects' });
    expect(afterChange.body).toBe(ready!.body);
    expect(app.reads.ready('/projects')?.etag).toBe(ready!.etag);
    expect(app.reads.ready('/getGalleryData', { category: 'Event' })).toBeUndefined();
  });

  it('sends a page address to the renderer without looking for it on disk', async () => {
    writeFileSync(path.join(app.config.clientDir, 'tender'), 'a stray file named like a page');
    const page = await app.inject({ method: 'GET', url: '/tender' });
    expect(page.body).not.toContain('a stray file');
  });
});
