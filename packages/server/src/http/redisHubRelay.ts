import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChannelAudience, ChannelHub, HubRelay } from './channels.ts';

/** The Redis channel every process publishes its live messages to (ours). */
export const HUB_REDIS_CHANNEL = 'parley:live';

interface Relayed {
  origin: string;
  channelId: string;
  audience: ChannelAudience;
  message: object;
}

/**
 * Live messages between server processes over Redis pub/sub (decision 016): each process publishes what its hub
 * delivers and delivers what the others published to its own sockets, so an agent connected to one process hears
 * of a customer who wrote to another. A process ignores its own messages (it delivered them already). Nothing is
 * kept in Redis: chats, offers and counters are the database's; a message lost while Redis is away costs a console
 * a live update, not data (it recounts on its next reconnect).
 */
export class RedisHubRelay implements HubRelay {
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async connect(url: string, hub: ChannelHub, log: FastifyBaseLogger): Promise<RedisHubRelay> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    for (const client of [publisher, subscriber])
      client.on('error', (error: Error) => log.warn({ reason: error.message }, 'redis connection trouble'));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const relay = new RedisHubRelay(publisher, subscriber, log);
    subscriber.on('message', (_channel: string, raw: string) => relay.receive(hub, raw));
    await subscriber.subscribe(HUB_REDIS_CHANNEL);
    return relay;
  }

  publish(channelId: string, audience: ChannelAudience, message: object): void {
    const relayed: Relayed = { origin: this.origin, channelId, audience, message };
    this.publisher.publish(HUB_REDIS_CHANNEL, JSON.stringify(relayed)).catch((error: Error) => {
      this.log.warn({ reason: error.message }, 'live message not relayed');
    });
  }

  private receive(hub: ChannelHub, raw: string): void {
    let relayed: Relayed;
    try {
      relayed = JSON.parse(raw) as Relayed;
    } catch {
      return;
    }
    if (relayed.origin === this.origin || typeof relayed.audience?.enterpriseId !== 'string') return;
    hub.deliverHere(relayed.channelId, relayed.audience, relayed.message);
  }

  async close(): Promise<void> {
    await Promise.all([this.subscriber.quit(), this.publisher.quit()]).catch(() => undefined);
  }
}
