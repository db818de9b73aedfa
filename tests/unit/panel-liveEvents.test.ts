import { eventParser, reconnectDelayMs } from '../../src/utils/liveEvents';

describe("the live stream's reader", () => {
  it('parses events split across chunks, skipping heartbeats and retry lines', () => {
    const parse = eventParser();
    expect(parse('retry: 3000\n\n: heartbeat\n\nid: 7\nevent: change\ndata: {"action":')).toEqual([]);
    expect(parse('"news.create"}\n\nevent: ended\r\ndata: {"reason":"SESSION_REVOKED"}\r\n\r\n')).toEqual([
      { event: 'change', id: '7', data: '{"action":"news.create"}' },
      { event: 'ended', data: '{"reason":"SESSION_REVOKED"}' },
    ]);
  });

  it('joins the lines of a multi-line data field', () => {
    expect(eventParser()('data: first\ndata: second\n\n')).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('waits longer after each failure in a row, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
