// Child processes in their own process groups, so stopping the storefront stops every server they
// started (killing a `pnpm run` PID alone leaves its rsbuild child alive — TOOLCHAIN.md).
import { spawn } from 'node:child_process';

const children = new Set();

export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
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
      process.kill(-child.pid, signal);
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
  process.on('exit', () => stopAll('SIGKILL'));
  return stop;
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
