// Child processes of the run scripts. They stay in our process group, so whoever stops us (Ctrl-C in a
// terminal, Playwright killing its webServer's group) stops them too; we start binaries directly, never
// through `pnpm run`, whose PID alone would not take its rsbuild child down (TOOLCHAIN.md).
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const prefix = `[${label}] `;
  const forward = (stream, target) =>
    stream?.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Stop every child on Ctrl-C / SIGTERM / exit, then exit. */
export function stopOnExit(onStop = () => {}) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    onStop();
    stopAll();
    setTimeout(() => {
      stopAll('SIGKILL');
      process.exit(code);
    }, 1500).unref();
    if (children.size === 0) process.exit(code);
    for (const child of children) child.on('exit', () => children.size === 0 && process.exit(code));
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  process.on('exit', () => stopAll());
  return stop;
}

/** Fails when something already listens on the port, rather than talking to a stranger's server. */
export function assertPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use (is another storefront running?)`)));
    probe.listen(port, host, () => probe.close(resolve));
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
