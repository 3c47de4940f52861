import { Agent, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

/** A call over `agent`, answered in full: its status, headers, and the connection it went over. */
function get(agent: Agent, path: string): Promise<{ res: IncomingMessage; socket: Socket; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ res, socket: req.socket!, reused: req.reusedSocket }));
    });
    req.once('error', reject);
    req.end();
  });
}

it("keeps an idle connection open longer than Node's default 5 s and says so, as a load balancer reusing it expects", async () => {
  // One connection, kept alive between calls, as a load balancer keeps its connections to the API.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, '/api/v1/health/live');
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['keep-alive']).toBe('timeout=65');
    // Idle past Node's default keep-alive (5 s): a server closing it then would make the balancer's next call a 502.
    await new Promise((r) => setTimeout(r, 6_000));
    const second = await get(agent, '/api/v1/health/live');
    expect(second.res.statusCode).toBe(200);
    expect({ reused: second.reused, same: second.socket === first.socket }).toEqual({ reused: true, same: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
