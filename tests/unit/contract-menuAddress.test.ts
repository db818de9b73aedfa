import { isExternalMenuAddress, menuAddressOf } from '../../contract/menuAddress';

describe("a menu's address, as the server and the panel both judge it", () => {
  it('is a page of the panel, or an https address written back as the URL standard reads it', () => {
    expect(menuAddressOf('/news')).toEqual({ kind: 'page', path: '/news' });
    expect(menuAddressOf('https://docs.example.com/guide?tab=1#start')).toEqual({
      kind: 'external',
      href: 'https://docs.example.com/guide?tab=1#start',
      host: 'docs.example.com',
    });
    expect(menuAddressOf('HTTPS://Docs.Example.com:8443')).toEqual({
      kind: 'external',
      href: 'https://docs.example.com:8443/',
      host: 'docs.example.com:8443',
    });
  });

  it('names a look-alike host in punycode, as the address bar will', () => {
    expect(menuAddressOf('https://аdmin.example.com/')).toEqual({
      kind: 'external',
      href: 'https://xn--dmin-43d.example.com/',
      host: 'xn--dmin-43d.example.com',
    });
  });

  it.each([
    ['a text-direction override', 'https://admin.example.com\u202e/moc.live'],
    ['a port that is not one', 'https://evil.example:99999/'],
    ['a backslash, read as a slash', 'https://evil.example\\admin.example.com'],
    ['credentials', 'https://admin.example.com@evil.example/'],
    ['white space', 'https://admin.example.com/a b'],
    ['a control character', 'https://admin.example.com/\u0000'],
    ['plain http', 'http://admin.example.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host without a scheme', '//evil.example/'],
    ['a relative path', '../admin'],
    ['no host', 'https:///news'],
  ])('refuses an address with %s, drawn as neither a page nor a link', (_, raw) => {
    expect(menuAddressOf(raw)).toBeNull();
    expect(isExternalMenuAddress(raw)).toBe(false);
  });
});
