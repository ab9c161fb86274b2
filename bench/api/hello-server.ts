import Fastify from 'fastify';

/** The floor of the API bench: a bare Fastify route answering a small JSON body. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 4610), host: '127.0.0.1' });
