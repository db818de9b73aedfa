// Four suites, one runner: `npm test` runs them all (scripts/test.mjs), `--selectProjects` picks one.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // cookie 2 (under fastify's inject), @scure/*, @noble/* and micro-packed ship ESM only to Jest; Node 20 cannot require them untransformed.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@scure|@noble|micro-packed)/)'],
};
// The suites that start servers copy one migrated database made for the run (tests/support/migratedDatabase.ts).
const migratedDatabase = {
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/component/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/component/setup.ts'],
      moduleNameMapper: {
        '^@umijs/max$': '<rootDir>/tests/component/umiMax.tsx',
        '^@/(.*)$': '<rootDir>/src/$1',
        '\\.(css|less)$': '<rootDir>/tests/component/styleStub.ts',
      },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slowSuite.ts'],
      ...migratedDatabase,
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slowSuite.ts'],
      ...migratedDatabase,
    },
  ],
};
