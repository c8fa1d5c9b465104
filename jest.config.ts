import type { Config } from 'jest'

/** Unit and API tests. Browser flows live in e2e/ (Playwright). */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/cms-schemas', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // Swiper needs a layout engine: unit tests get a recording stand-in (browser tests run the real one).
    'slider/swiper-bundle$': '<rootDir>/src/test-support/swiper-stub.ts',
    '^\\./swiper-bundle$': '<rootDir>/src/test-support/swiper-stub.ts',
    '\\.(css|scss)$': '<rootDir>/src/test-support/style-stub.ts',
    '\\.(svg|png|jpg|jpeg|webp)$': '<rootDir>/src/test-support/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '/e2e/'],
  // cookie 2 is ESM-only and @fastify/cookie loads it with import(): compile both to CommonJS for jest;
  // so is the OTLP exporter's transport, which loads node:http with import().
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|cookie|@fastify/cookie|@opentelemetry/otlp-exporter-base)/)'],
  testTimeout: 20_000,
}

export default config
