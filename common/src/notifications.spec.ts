import { eventStreamParser, followNotifications, NotificationRecord, OpenedStream, openNotificationStream } from './notifications';

/** A stream that hands out the given chunks, then ends. */
const streamOf = (status: number, chunks: string[]): OpenedStream & { closed: boolean } => {
  const stream = { status, closed: false, read: async () => chunks.shift() ?? null, close: () => void (stream.closed = true) };
  return stream;
};

describe('notification stream (client side)', () => {
  it('parses events across chunk boundaries and skips heartbeats', () => {
    const parse = eventStreamParser();
    expect(parse('retry: 3000\n\nevent: unread\ndata: {"unread"')).toEqual([]);
    expect(parse(': 2}\n\n: heartbeat\n\nevent: notification\r\ndata: {"id":"n1"}\r\n\r\n')).toEqual([
      { event: 'unread', data: '{"unread": 2}' },
      { event: 'notification', data: '{"id":"n1"}' },
    ]);
  });

  it('reports the count and new notifications, reconnects after a drop, stops on 401', async () => {
    const unread: number[] = [];
    const received: NotificationRecord[] = [];
    const streams = [
      streamOf(200, ['event: unread\ndata: {"unread":1}\n\n', 'event: notification\ndata: {"id":"n2","status":"unread"}\n\n']),
      streamOf(401, []),
    ];
    let opened = 0;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    followNotifications({
      open: async () => {
        opened++;
        const next = streams.shift()!;
        if (next.status === 401) setTimeout(done, 10);
        return next;
      },
      onUnread: (n) => unread.push(n),
      onNotification: (n) => received.push(n),
    });
    await finished;
    expect(opened).toBe(2);
    expect(unread).toEqual([1]);
    expect(received.map((n) => n.id)).toEqual(['n2']);
  });

  it('tells when the session is over (the server ended it and will not renew it), and not after stop', async () => {
    const stream = streamOf(200, ['event: unread\ndata: {"unread":0}\n\n']);
    const answers: (OpenedStream | null)[] = [stream, null];
    let over = 0;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    followNotifications({
      open: async () => answers.shift() ?? null,
      onUnread: () => undefined,
      onNotification: () => undefined,
      onSessionOver: () => {
        over++;
        done();
      },
    });
    await finished;
    expect(over).toBe(1);

    // Stopped (signed out here) before the answer came: nobody is told.
    let release!: (value: null) => void;
    let told = 0;
    const stop = followNotifications({ open: () => new Promise((resolve) => (release = resolve)), onUnread: () => undefined, onNotification: () => undefined, onSessionOver: () => void told++ });
    await new Promise((r) => setTimeout(r, 10));
    stop();
    release(null);
    await new Promise((r) => setTimeout(r, 10));
    expect(told).toBe(0);
  });

  it('stop closes the open stream and opens no other', async () => {
    const stream = streamOf(200, []);
    stream.read = () => new Promise(() => undefined);
    let opened = 0;
    const stop = followNotifications({ open: async () => (opened++, stream), onUnread: () => undefined, onNotification: () => undefined });
    await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(stream.closed).toBe(true);
    expect(opened).toBe(1);
  });
});

describe('openNotificationStream', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => (globalThis.fetch = realFetch));
  /** A fetch answering the given statuses in turn, recording each call's bearer. */
  const fetchAnswering = (...statuses: number[]) => {
    const bearers: string[] = [];
    const cancelled: number[] = [];
    globalThis.fetch = (async (_url: string, init: { headers: Record<string, string> }) => {
      bearers.push(init.headers.Authorization);
      const status = statuses.shift()!;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode(`event: unread\ndata: {"unread": ${status}}\n\n`));
          controller.close();
        },
        cancel: () => void cancelled.push(status),
      });
      return new Response(body, { status });
    }) as typeof fetch;
    return { bearers, cancelled };
  };

  it('sends the bearer in a header and reads the text chunk by chunk', async () => {
    const { bearers } = fetchAnswering(200);
    const stream = await openNotificationStream('/s', { token: () => 'a1', renew: async () => 'never' });
    expect(bearers).toEqual(['Bearer a1']);
    expect(stream!.status).toBe(200);
    expect(await stream!.read()).toBe('event: unread\ndata: {"unread": 200}\n\n');
    expect(await stream!.read()).toBeNull();
  });

  it('renews the session once on a 401 and opens again with the new token', async () => {
    const { bearers, cancelled } = fetchAnswering(401, 200);
    let renewals = 0;
    const stream = await openNotificationStream('/s', { token: () => 'old', renew: async () => (renewals++, 'new') });
    expect(renewals).toBe(1);
    expect(bearers).toEqual(['Bearer old', 'Bearer new']);
    expect(cancelled).toEqual([401]);
    expect(stream!.status).toBe(200);
  });

  it('answers null without a session, or when the renewal fails', async () => {
    const { bearers } = fetchAnswering(401);
    expect(await openNotificationStream('/s', { token: () => undefined, renew: async () => 'x' })).toBeNull();
    expect(bearers).toEqual([]);
    expect(await openNotificationStream('/s', { token: () => 'old', renew: async () => null })).toBeNull();
    expect(bearers).toEqual(['Bearer old']);
  });
});
