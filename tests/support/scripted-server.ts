import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Script = (request: IncomingMessage, response: ServerResponse) => void;

export interface ScriptedServer {
  readonly base: string;
  /** What the next requests get; change it between tests. */
  answer(script: Script): void;
  close(): Promise<void>;
}

/** A loopback server whose answers a test scripts: bad bodies, errors, silence. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  let script: Script = (_request, response) => response.end();
  const server = createServer((request, response) => script(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    answer: (next) => {
      script = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json =
  (status: number, body: unknown): Script =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
