// Node's fetch (kept in jsdom by jest-fixed-jsdom) needs absolute URLs, so tests point the client
// and the msw handlers at the same absolute base, as mswjs/examples recommends.
process.env.API_URL = 'http://localhost/backend';
process.env.TENDER_API_URL = 'http://localhost/backend';
