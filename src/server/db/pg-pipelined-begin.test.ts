import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { pipelineBegin } from './pg-pipelined-begin.ts';

/** A connection that records what was written and answers each query when the test says so. */
function fakeClient() {
  const written: string[] = [];
  const answers = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const client = {
    query: (text: string) => {
      written.push(text);
      return new Promise((resolve, reject) => answers.set(text, { resolve, reject }));
    },
  };
  pipelineBegin(client as unknown as PoolClient);
  return { client: client as unknown as { query(t: string, v?: unknown[]): Promise<unknown> }, written, answers };
}

describe('a BEGIN written with the statement after it (pg-pipelined-begin.ts)', () => {
  it('answers BEGIN at once and writes the first statement before the server has answered BEGIN', async () => {
    const { client, written, answers } = fakeClient();
    await client.query('begin', []);
    const first = client.query('insert 1', [1]);
    expect(written).toEqual(['begin', 'insert 1']);
    answers.get('insert 1')!.resolve({ rows: [{ id: 1 }] });
    let settled = false;
    void first.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    // the statement's answer waits for BEGIN's
    expect(settled).toBe(false);
    answers.get('begin')!.resolve({ command: 'BEGIN' });
    expect(await first).toEqual({ rows: [{ id: 1 }] });
    // the next statements are plain queries
    const second = client.query('insert 2', [2]);
    answers.get('insert 2')!.resolve({ rows: [] });
    expect(await second).toEqual({ rows: [] });
  });

  it("fails the first statement with BEGIN's error when BEGIN failed, even if the statement ran", async () => {
    const { client, answers } = fakeClient();
    await client.query('begin', []);
    const first = client.query('insert 1', [1]);
    answers.get('begin')!.reject(new Error('connection lost'));
    answers.get('insert 1')!.resolve({ rows: [] });
    await expect(first).rejects.toThrow('connection lost');
  });

  it('fails the first statement with its own error when BEGIN succeeded', async () => {
    const { client, answers } = fakeClient();
    await client.query('begin', []);
    const first = client.query('insert 1', [1]);
    answers.get('begin')!.resolve({ command: 'BEGIN' });
    answers.get('insert 1')!.reject(new Error('duplicate key'));
    await expect(first).rejects.toThrow('duplicate key');
  });
});
