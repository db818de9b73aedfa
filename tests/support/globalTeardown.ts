// Jest's global teardown for the suites that start servers: removes the run's migrated database.
import { removeMigratedDatabase } from './migratedDatabase';

export default removeMigratedDatabase;
