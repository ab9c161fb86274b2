import { createServer } from 'node:http';

/** The floor of the capacity bench: a bare node:http server answering a small JSON body. */
const body = JSON.stringify({ hello: 'world' });
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.env.PORT ?? 4627), '127.0.0.1');
