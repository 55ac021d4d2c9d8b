/**
 * Runs before each api test file, in its worker: the file's database is made afresh as a copy of the seeded
 * one, so files can run in parallel, and a file's due trades, reserved listings or inbox rows never reach another.
 */
import { copyDatabase } from '@skins/db';
import { SEEDED_TEST_DATABASE_URL, TEST_DATABASE_URL } from './helpers/test-env.ts';

if (TEST_DATABASE_URL !== SEEDED_TEST_DATABASE_URL) await copyDatabase(SEEDED_TEST_DATABASE_URL, TEST_DATABASE_URL);
