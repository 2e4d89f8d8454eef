/**
 * The built site in out/, served as `npm start` serves it, for the scripts that take the docs' screenshots: resolves
 * once the site answers; `stop()` ends it.
 */
import { spawn } from 'node:child_process';

export async function serveBuilt(port: number): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${origin}/`);
      return { origin, stop: () => server.kill() };
    } catch {
      if (tries > 100) {
        server.kill();
        throw new Error('The site did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
