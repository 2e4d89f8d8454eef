import { expect, test } from '@playwright/test';

test.describe('npm start @desktop', () => {
  test('serves pages with the security headers', async ({ request }) => {
    for (const path of ['/', '/lessons', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('serves clean addresses and compresses HTML', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });
});
