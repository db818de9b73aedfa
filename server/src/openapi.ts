// `npm run openapi`: writes the API's OpenAPI document to docs/openapi.json, from the routes'
// own schemas (the running server serves the same document at /api/openapi.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from './config';
import { createServer } from './server';

export const OPENAPI_FILE = path.resolve(__dirname, '../../docs/openapi.json');

export function formatOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const server = await createServer({ ...readConfig({ ADMIN_PASSWORD: 'openapi generator' }), databaseUrl: undefined, dataDir, staticDir: undefined }, { log: () => undefined });
  try {
    await server.app.ready();
    fs.writeFileSync(OPENAPI_FILE, formatOpenApi(server.app.swagger()));
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
