import { describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

const LOAD_BALANCER = '10.0.0.5';

/** 30 wrong passwords across accounts from `client`, through the load balancer. */
async function spray(gateway: ReturnType<typeof useTestGateway>, client: string) {
  const answers: number[] = [];
  for (let attempt = 1; attempt <= 31; attempt++) {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: LOAD_BALANCER,
      headers: { 'x-forwarded-for': client },
      payload: { email: `user${attempt}@example.com`, password: 'wrong horse' },
    });
    answers.push(res.statusCode);
  }
  return answers;
}

const signIn = (gateway: ReturnType<typeof useTestGateway>, client: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': client },
    payload: { email: 'nobody@example.com', password: 'wrong horse' },
  });

describe('TRUST_PROXY naming the load balancer', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { env: { TRUST_PROXY: '10.0.0.0/8' } });

  it('counts sign-in attempts by the client it forwards, not by the load balancer', async () => {
    const answers = await spray(gateway, '203.0.113.9');
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers[30]).toBe(429);
    // Another client behind the same load balancer is not held back.
    expect((await signIn(gateway, '198.51.100.1')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY unset', () => {
  const gateway = useTestGateway({ kind: 'pglite' });

  it('ignores X-Forwarded-For, so a client cannot pick the address it is counted by', async () => {
    const answers = await spray(gateway, '203.0.113.9');
    expect(answers[30]).toBe(429);
    expect((await signIn(gateway, '198.51.100.1')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a number of hops', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { env: { TRUST_PROXY: '1' } });

  it('takes the address the one trusted proxy saw, not what the client wrote before it', async () => {
    const answers = await spray(gateway, '192.0.2.77, 203.0.113.9');
    expect(answers[30]).toBe(429);
    expect((await signIn(gateway, '192.0.2.1, 203.0.113.9')).statusCode).toBe(429);
    expect((await signIn(gateway, '203.0.113.10')).statusCode).toBe(401);
  });
});
