// What other workspaces and the test suites use of the provider.
export { buildProviderApp, type ProviderOptions } from './app';
export { manualClock, realClock, type Clock, type ManualClock } from './clock';
export { createDatabase, type Database } from './db';
export { seedDemoData } from './seed/demo';
export { createTestDatabase, dropServerDatabasesOf, TEST_SEED_DAY, testDatabaseKinds, type TestContents, type TestDatabaseKind } from './testing/databases';
export { latestMailTo, type Mail } from './domain/platform/mail';
export { setMaintenance } from './domain/platform/maintenance';
export { addWaitingVideo, completeSubmissionSteps, findGameIds, findProjectIds, makeManualFacebookGame, restoreDemoUser, type GameQuery } from './testing/fixtures';
