// A slow phone line between the browser and the site, shaped at the transport: a loopback TCP proxy that
// delays every byte by half a round trip each way and lets through no more bytes per second than the
// line carries, shared by all the connections the browser opens to it (as one radio link is). A new
// connection costs a round trip before its first byte, as a TCP handshake does.
//
// The browser sees an ordinary server at another port. Unlike the DevTools protocol's request throttling
// (Network.emulateNetworkConditions), nothing inside the browser is changed, so nothing there can hang: a
// navigation throttled through the protocol sometimes never committed on a busy machine (playwright#22676).
import net, { type AddressInfo, type Socket } from 'node:net';

export interface LineConditions {
  /** Round-trip time, in ms. */
  rttMs: number;
  /** Bytes per second towards the browser. */
  downBytesPerSecond: number;
  /** Bytes per second towards the server. */
  upBytesPerSecond: number;
}

/** Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G: LineConditions = { rttMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };

export interface SlowLine {
  /** The site through the line, e.g. http://127.0.0.1:43127 */
  origin: string;
  close(): Promise<void>;
}

/** Bytes are sent in slices no larger than this, so that connections share the line as packets do. */
const SLICE = 16 * 1024;

/** One direction of the line: one slice at a time crosses it, at its rate, in the order they were handed over. */
class Wire {
  private readonly waiting: Array<{ stream: Stream; data: Buffer | null; since: number }> = [];
  private freeAt = 0;
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly bytesPerSecond: number,
    private readonly delayMs: number,
  ) {}

  send(stream: Stream, data: Buffer | null) {
    this.waiting.push({ stream, data, since: performance.now() });
    if (!this.timer) this.next();
  }

  /** A connection gone: what it had not yet sent no longer takes the line. */
  drop(stream: Stream) {
    for (let i = this.waiting.length - 1; i >= 0; i--) if (this.waiting[i]?.stream === stream) this.waiting.splice(i, 1);
  }

  private next() {
    this.timer = undefined;
    const slice = this.waiting.shift();
    if (!slice) return;
    const size = slice.data?.length ?? 0;
    // The line's own clock: a late timer never slows it down, the slice left when the line was free.
    const start = Math.max(this.freeAt, slice.since);
    this.freeAt = start + (size / this.bytesPerSecond) * 1000;
    slice.stream.arrive(slice.data, this.freeAt + this.delayMs);
    this.timer = setTimeout(() => this.next(), Math.max(0, this.freeAt - performance.now()));
  }
}

/** What one socket sends to another across a wire, in order, each slice once it has arrived. */
class Stream {
  private readonly arrived: Array<{ at: number; data: Buffer | null }> = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly wire: Wire,
    private readonly to: () => Socket | undefined,
    private readonly earliest: number,
  ) {}

  push(data: Buffer) {
    for (let offset = 0; offset < data.length; offset += SLICE) this.wire.send(this, data.subarray(offset, offset + SLICE));
  }

  /** The sender has finished: the other end is told once everything before has arrived. */
  end() {
    this.wire.send(this, null);
  }

  arrive(data: Buffer | null, at: number) {
    if (this.stopped) return;
    this.arrived.push({ at: Math.max(at, this.earliest), data });
    if (!this.timer) this.deliver();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.arrived.length = 0;
    this.wire.drop(this);
  }

  private deliver = () => {
    this.timer = undefined;
    const socket = this.to();
    const now = performance.now();
    for (let head = this.arrived[0]; socket && head && head.at <= now; head = this.arrived[0]) {
      this.arrived.shift();
      const { data } = head;
      if (data) socket.write(data);
      else socket.end();
    }
    // Until the server's side is connected, its bytes wait (checked again shortly).
    const next = this.arrived[0];
    if (next) this.timer = setTimeout(this.deliver, socket ? Math.max(0, next.at - now) : 5);
  };
}

/** Opens a slow line to the server at `target` (an origin such as http://127.0.0.1:4317). */
export async function openSlowLine(target: string, conditions: LineConditions = SLOW_4G): Promise<SlowLine> {
  const { hostname, port } = new URL(target);
  const oneWay = conditions.rttMs / 2;
  const down = new Wire(conditions.downBytesPerSecond, oneWay);
  const up = new Wire(conditions.upBytesPerSecond, oneWay);
  const sockets = new Set<Socket>();

  const proxy = net.createServer((client) => {
    sockets.add(client);
    client.setNoDelay(true);
    // The handshake: the connection carries nothing for one round trip.
    const open = performance.now() + conditions.rttMs;
    let server: Socket | undefined;
    const toServer = new Stream(up, () => server, open);
    const toClient = new Stream(down, () => client, open);
    const upstream = net.connect({ host: hostname, port: Number(port) }, () => {
      server = upstream;
    });
    upstream.setNoDelay(true);
    sockets.add(upstream);
    const closeBoth = () => {
      toServer.stop();
      toClient.stop();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (data) => toServer.push(data));
    client.on('end', () => toServer.end());
    upstream.on('data', (data) => toClient.push(data));
    upstream.on('end', () => toClient.end());
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    client.on('close', closeBoth);
    upstream.on('close', () => {
      // What the server sent before closing still crosses the line; a client that goes away ends it all.
      sockets.delete(upstream);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port: linePort } = proxy.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${linePort}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
