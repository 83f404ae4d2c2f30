import { setHashingCostForTests } from '../../server/lib/password';

// scrypt at the production cost (N = 2^15, about 60 ms of a core per hash) is most of what the account,
// staff and bid tests spend: they sign up and log in thousands of times. Under test new hashes are made at
// N = 2^10; every stored hash names its own cost, so checking one is the same code at any cost.
// server/lib/password.test.ts proves that a host, which never runs this file, hashes at PASSWORD_COST.
setHashingCostForTests({ N: 2 ** 10, r: 8, p: 1 });

// A limit for a test to settle on a machine shared with other builds and test runs (Jest's 5 s default timed
// out server rendering there), never a timing assertion; a file that needs longer says so itself.
jest.setTimeout(30_000);
