import { readConfig } from '../../server/src/config';

describe('server configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      smtpUrl: undefined,
      mailFrom: 'Admin Panel <no-reply@localhost>',
      sessionTtlHours: 12,
      sessionIdleMinutes: 30,
      btcNetwork: 'mainnet',
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/panel',
      DATABASE_URL: 'postgres://db/panel',
      SESSION_TTL_HOURS: '1.5',
      SESSION_IDLE_MINUTES: '45',
      BTC_NETWORK: 'signet',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/var/lib/panel', databaseUrl: 'postgres://db/panel', sessionTtlHours: 1.5, sessionIdleMinutes: 45, btcNetwork: 'signet' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ BTC_NETWORK: 'dogecoin' }, /BTC_NETWORK/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
