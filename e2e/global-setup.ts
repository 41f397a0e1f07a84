// Before the journeys: settle what the target offers (target.ts) and say it once, at the top of the
// run. The workers inherit the answer through the environment.
import { isNightRun } from './clock';
import {
  ALL_CAPABILITIES,
  type Capability,
  checkDeclared,
  isRemoteTarget,
  parseCapabilities,
  recordCapabilities,
  targetUrl,
} from './target';

const BRAND = { 'x-brand': 'pizza' };

/** The dev route exists when a call without a phone is refused for its query (422), not unknown (404). */
async function probeOtpDevRoute(origin: string): Promise<boolean> {
  const answer = await fetch(`${origin}/api/dev/last-code`, { headers: BRAND });
  return answer.status !== 404 && answer.status < 500;
}

/** Moscow's first shop takes an order for "as soon as possible" when today still has a free interval. */
async function probeOpenKitchens(origin: string): Promise<boolean> {
  const answer = await fetch(`${origin}/api/schedule/intervals`, {
    method: 'POST',
    headers: { ...BRAND, 'content-type': 'application/json' },
    body: JSON.stringify({ city_id: 1, order_type: 'takeaway', shop_id: 1 }),
  });
  if (!answer.ok) return false;
  const body = (await answer.json()) as {
    intervals: { disabled: boolean; date: string }[];
    date_today: string;
  };
  return body.intervals.some((interval) => !interval.disabled && interval.date === body.date_today);
}

export async function resolveCapabilities(env: NodeJS.ProcessEnv = process.env): Promise<Capability[]> {
  // The local build has every aid; in a run pinned to the night (E2E_PINNED_UTC_HOUR) its kitchens
  // are closed, so the journeys ordering 'as soon as possible' are skipped and say why (issue 19).
  if (!isRemoteTarget())
    return ALL_CAPABILITIES.filter((capability) => !(capability === 'open-kitchens' && isNightRun()));
  const origin = targetUrl();
  const health = await fetch(`${origin}/api/health`).catch((error: Error) => error);
  if (health instanceof Error || !health.ok)
    throw new Error(
      `E2E_BASE_URL=${origin}: GET /api/health did not answer 200 (${health instanceof Error ? health.message : health.status})`,
    );
  if (env.E2E_CAPABILITIES !== undefined) {
    const declared = parseCapabilities(env.E2E_CAPABILITIES);
    const problems = checkDeclared(declared, env);
    if (problems.length > 0) throw new Error(`E2E_CAPABILITIES: ${problems.join('; ')}`);
    return declared;
  }
  const probed: Capability[] = [];
  if (await probeOtpDevRoute(origin)) probed.push('otp-dev-route');
  if (await probeOpenKitchens(origin)) probed.push('open-kitchens');
  return probed;
}

export default async function globalSetup(): Promise<void> {
  const capabilities = await resolveCapabilities();
  recordCapabilities(capabilities);
  const lacking = ALL_CAPABILITIES.filter((capability) => !capabilities.includes(capability));
  const how = isRemoteTarget()
    ? process.env.E2E_CAPABILITIES !== undefined
      ? 'declared in E2E_CAPABILITIES'
      : 'probed'
    : 'the local build the suite serves';
  console.log(`\ne2e target ${targetUrl()} (${how})`);
  console.log(`  capabilities: ${capabilities.join(', ') || 'none'}`);
  if (lacking.length > 0)
    console.log(`  lacking (journeys needing these are skipped): ${lacking.join(', ')}`);
}
