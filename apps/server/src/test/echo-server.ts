import Fastify, { type FastifyInstance } from "fastify";

/**
 * A bare Fastify server (4 MiB bodies) set up by `register`, with one route, POST /echo, that
 * answers the length of the `text` it was sent: enough to see a body parsed and handled.
 */
export async function echoServer(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  register(app);
  app.post("/echo", async (request) => ({ length: (request.body as { text: string }).text.length }));
  await app.ready();
  return app;
}
