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
      trustProxy: false,
      panelOrigins: [],
      panelUrl: 'http://127.0.0.1:8000/',
      walletOrigins: { listed: ['http://127.0.0.1:8000'], anyLoopback: true },
      requestTimeoutSeconds: 30,
      headersTimeoutSeconds: 10,
      liveClockSeconds: 15,
      pictureHosts: [],
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
      LIVE_CLOCK_SECONDS: '0.5',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/panel',
      databaseUrl: 'postgres://db/panel',
      sessionTtlHours: 1.5,
      sessionIdleMinutes: 45,
      btcNetwork: 'signet',
      liveClockSeconds: 0.5,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ BTC_NETWORK: 'dogecoin' }, /BTC_NETWORK/],
    [{ LIVE_CLOCK_SECONDS: '-1' }, /LIVE_CLOCK_SECONDS/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY and PANEL_ORIGINS', () => {
  it('reads TRUST_PROXY as off, every hop, or the proxies’ addresses and ranges, and refuses a hop count or a name', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16 ,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['2', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1'])
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('reads PANEL_ORIGINS as origins, and refuses a path or another scheme', () => {
    expect(readConfig({}).panelOrigins).toEqual([]);
    expect(readConfig({ PANEL_ORIGINS: 'https://admin.example.com, http://127.0.0.1:9000/' }).panelOrigins).toEqual([
      'https://admin.example.com',
      'http://127.0.0.1:9000',
    ]);
    for (const bad of ['https://admin.example.com/ops', 'ftp://admin.example.com', 'admin.example.com'])
      expect(() => readConfig({ PANEL_ORIGINS: bad })).toThrow(/PANEL_ORIGINS/);
  });

  it("reads PANEL_URL as the panel's address (this server's own by default), and refuses a query, a # or another scheme", () => {
    expect(readConfig({ PORT: '9000' }).panelUrl).toBe('http://127.0.0.1:9000/');
    expect(readConfig({ PANEL_URL: 'https://admin.example.com' }).panelUrl).toBe('https://admin.example.com/');
    expect(readConfig({ PANEL_URL: ' https://cdn.example.com/admin/ ' }).panelUrl).toBe(
      'https://cdn.example.com/admin/',
    );
    for (const bad of [
      'https://admin.example.com/#/',
      'https://admin.example.com/?a=1',
      'ftp://admin.example.com',
      'admin',
    ])
      expect(() => readConfig({ PANEL_URL: bad })).toThrow(/PANEL_URL/);
  });

  it("takes wallet challenges' origins from PANEL_URL and PANEL_ORIGINS, and any loopback origin only without PANEL_URL", () => {
    expect(readConfig({ PORT: '9000', PANEL_ORIGINS: 'https://cdn.example.com' }).walletOrigins).toEqual({
      listed: ['http://127.0.0.1:9000', 'https://cdn.example.com'],
      anyLoopback: true,
    });
    expect(
      readConfig({ PANEL_URL: 'https://admin.example.com/ops/', PANEL_ORIGINS: 'https://cdn.example.com' })
        .walletOrigins,
    ).toEqual({ listed: ['https://admin.example.com', 'https://cdn.example.com'], anyLoopback: false });
  });

  it('reads PICTURE_HOSTS as host names (lower case, punycode, a port allowed), none by default, and refuses an address, a path or a wildcard', () => {
    expect(readConfig({}).pictureHosts).toEqual([]);
    expect(
      readConfig({ PICTURE_HOSTS: 'CDN.example.com, pictures.example.org:8443,, аdmin.example.com' }).pictureHosts,
    ).toEqual(['cdn.example.com', 'pictures.example.org:8443', 'xn--dmin-43d.example.com']);
    for (const bad of [
      'https://cdn.example.com',
      'cdn.example.com/pictures',
      '*.example.com',
      'user@cdn.example.com',
      'cdn example.com',
    ])
      expect(() => readConfig({ PICTURE_HOSTS: bad })).toThrow(/PICTURE_HOSTS/);
  });

  it('reads the request and header time-outs', () => {
    expect(readConfig({})).toMatchObject({ requestTimeoutSeconds: 30, headersTimeoutSeconds: 10 });
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '2' })).toMatchObject({
      requestTimeoutSeconds: 5,
      headersTimeoutSeconds: 2,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
