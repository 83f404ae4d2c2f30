import { policyWithStyles } from './inline-styles';

describe('a page’s policy with its style hashes', () => {
  it('adds the hashes to style-src, not to style-src-attr', () => {
    expect(policyWithStyles("default-src 'self';style-src 'self';style-src-attr 'unsafe-inline'", ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';style-src 'self' 'sha256-a' 'sha256-b';style-src-attr 'unsafe-inline'",
    );
  });
  it('copies default-src into a style-src of its own when there is none', () => {
    expect(policyWithStyles("default-src 'self' https://x.example;img-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self' https://x.example;img-src 'self';style-src 'self' https://x.example 'sha256-a'",
    );
  });
  it('leaves the policy as it is without styles', () => {
    expect(policyWithStyles("style-src 'self'", [])).toBe("style-src 'self'");
  });
});
