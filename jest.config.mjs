import { availableParallelism } from 'node:os';

const tsJest = [
  'ts-jest',
  {
    isolatedModules: true,
    tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, verbatimModuleSyntax: false },
  },
];

const mswEsmOnly = '(rettime|until-async|@open-draft/deferred-promise)';
const esmToCommonJs = ['ts-jest', { isolatedModules: true, tsconfig: { allowJs: true, module: 'commonjs', moduleResolution: 'node' } }];

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@content/(.*)$': '<rootDir>/content/$1',
  '^@mocks/(.*)$': '<rootDir>/mocks/$1',
  '\\.(css|scss)$': '<rootDir>/test/setup/style-stub.js',
  '\\.(svg|png|jpe?g|webp|mp4|webm|woff2?)$': '<rootDir>/test/setup/file-stub.js',
};

/** @type {import('jest').Config} */
export default {
  // One worker per processor. Jest's default leaves one out (a single worker on a 2-core machine like CI's),
  // but the server tests wait on the disk and on scrypt's threads: two workers took the server tests from
  // 293 s to 161 s on such a machine. Every test app has its own database (SQLite file or PostgreSQL
  // database), so workers never share one.
  maxWorkers: availableParallelism(),
  projects: [
    {
      displayName: 'client',
      // jest-fixed-jsdom keeps Node's fetch, streams and URL globals so msw works in jsdom.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/mocks'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      // msw 2 pulls in a few packages published as ES modules only: compile them to CommonJS.
      transform: { '^.+\\.tsx?$': tsJest, [`/node_modules/${mswEsmOnly}/.+\\.m?js$`]: esmToCommonJs },
      transformIgnorePatterns: [`/node_modules/(?!${mswEsmOnly}/)`],
      moduleNameMapper,
      setupFiles: ['<rootDir>/test/setup/client-env.js'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.ship\\.test\\.ts$'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper,
      setupFiles: ['<rootDir>/test/setup/server.ts'],
    },
    {
      // What ships, run as it ships (`npm run test:start`): the build made first when out of date, then
      // `npm start` and the compiled commands with plain node. Not in `npm test`, which tests the sources:
      // a build there would cost a minute or two after every edit (the browser and durability tests likewise
      // run the build, each by its own command).
      displayName: 'ship',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.ship.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper,
      setupFiles: ['<rootDir>/test/setup/server.ts'],
    },
  ],
};
