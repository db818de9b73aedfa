// `npm start` (through scripts/start.mjs) runs this: the API and the built panel on one port.
import path from 'node:path';
import { announceBootstrap } from './admins/bootstrap';
import { readConfig } from './config';
import { createServer } from './server';

async function main() {
  const config = { ...readConfig(), staticDir: process.env.STATIC_DIR || path.resolve(__dirname, '../../dist') };
  const server = await createServer(config, { logger: { level: process.env.LOG_LEVEL || 'info' } });
  announceBootstrap(server.bootstrap, console.log);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = await server.app.listen({ port: config.port, host: config.host });
  console.log(
    `Admin Panel listening on ${address} (${server.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
