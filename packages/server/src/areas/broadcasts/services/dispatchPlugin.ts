import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../../../http/context.ts';

/** Starts this process's broadcast dispatcher once the server is ready, and stops it (mid-round sends finish) on close. */
export async function registerBroadcastDispatch(app: FastifyInstance, services: ServerServices): Promise<void> {
  const dispatcher = services.broadcasts;
  app.addHook('onReady', async () => {
    dispatcher.start();
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
  });
}
