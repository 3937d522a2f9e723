import { expect } from '@playwright/test';
import { E2E_SERVICE_PORTS } from '../env';
import { signInByApi, test } from './helpers';

test('a direct call to a service without the gateway signature is refused', async ({
  request,
  playwright,
}) => {
  // Through the gateway, a signed-in caller is served.
  await signInByApi(request);
  expect((await request.get('/api/tasks')).status()).toBe(200);

  const direct = await playwright.request.newContext();
  for (const [name, port] of Object.entries(E2E_SERVICE_PORTS)) {
    const res = await direct.get(`http://127.0.0.1:${port}/api/tasks`, {
      headers: { 'x-familyhub-caller': 'forged.signature' },
    });
    expect(res.status(), name).toBe(401);
    expect((await res.json()).error).toBe('unauthenticated');
  }
  await direct.dispose();
});
