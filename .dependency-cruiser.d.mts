import type { IConfiguration } from 'dependency-cruiser';

/** The import rules, typed for the test that tries them (scripts/check-imports.test.ts). */
declare const config: IConfiguration;
export default config;
