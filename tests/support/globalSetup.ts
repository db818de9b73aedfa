// Jest's global setup for the suites that start servers: one migrated database for the run.
import { prepareMigratedDatabase } from './migratedDatabase';

export default prepareMigratedDatabase;
