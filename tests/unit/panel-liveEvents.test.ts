import { connectLiveEvents, eventParser, reconnectDelayMs } from '../../src/utils/liveEvents';

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

  describe('when the server closes the stream', () => {
    const answering = (text: string) =>
      jest.fn(async () => new Response(new Blob([text]).stream(), { status: 200 })) as unknown as typeof fetch;
    const handlers = () => ({ onChange: jest.fn(), onEnded: jest.fn(), onOnline: jest.fn(), onClosed: jest.fn() });
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
      jest.useRealTimers();
    });

    it('for a newer stream of the session, says so and never reconnects by itself (two tabs would take it from each other for ever)', async () => {
      jest.useFakeTimers();
      global.fetch = answering('retry: 3000\n\nevent: closed\ndata: {"reason":"STREAMS_PER_SESSION"}\n\n');
      const heard = handlers();
      const connection = connectLiveEvents('/api/events', 'token', heard);
      await jest.advanceTimersByTimeAsync(0);
      expect(heard.onClosed).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(120_000);
      expect(global.fetch).toHaveBeenCalledTimes(1);
      expect(heard.onEnded).not.toHaveBeenCalled();
      expect(heard.onOnline).not.toHaveBeenCalledWith(false);
      connection.stop();
    });

    it('without a word (a dropped connection), reconnects after a second, from the last event seen', async () => {
      jest.useFakeTimers();
      global.fetch = answering(
        'id: position-41\nevent: change\ndata: {"id":"event-41","action":"news.create","entityType":"news","entityId":"1","at":""}\n\n',
      );
      const heard = handlers();
      const connection = connectLiveEvents('/api/events', 'token', heard);
      await jest.advanceTimersByTimeAsync(0);
      expect(heard.onChange).toHaveBeenCalledTimes(1);
      expect(heard.onOnline).toHaveBeenLastCalledWith(false);
      await jest.advanceTimersByTimeAsync(1000);
      expect(global.fetch).toHaveBeenCalledTimes(2);
      const [, init] = (global.fetch as jest.Mock).mock.calls[1];
      expect((init as RequestInit).headers).toMatchObject({ 'last-event-id': 'position-41' });
      expect(heard.onClosed).not.toHaveBeenCalled();
      connection.stop();
    });
  });
});
