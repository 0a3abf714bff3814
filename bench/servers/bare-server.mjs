// The limit the API is compared with: Node's own HTTP server answering a small JSON body,
// with no framework, database or session. Prints "listening" once it accepts connections.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'up' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
