import { once } from 'node:events';
import WebSocket from 'ws';

/** A socket and everything it received, in order, with how it closed; `origin`: the page it opens from. */
export async function connect(url: string, options: { origin?: string } = {}) {
  const socket = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const received: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await once(socket, 'open');
  return {
    socket,
    closed,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: () =>
      new Promise<Record<string, unknown>>((resolve) => {
        const queued = received.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
  };
}

export const wsUrl = (base: string, path: string) => `${base.replace(/^http/, 'ws')}${path}`;
