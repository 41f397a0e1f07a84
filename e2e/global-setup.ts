// Before the journeys: settle what the target offers (target.ts) and say it once, at the top of the
// run. The workers inherit the answer through the environment. With the local build, start the two
// storefronts beside the main one (side-stacks.ts).
import { clockOffsetMs, isNightRun } from './clock';
import { probeCapabilities } from './probe';
import { startSideStacks } from './side-stacks';
import {
  ALL_CAPABILITIES,
  type Capability,
  checkDeclared,
  isRemoteTarget,
  parseCapabilities,
  recordCapabilities,
  targetUrl,
} from './target';

export async function resolveCapabilities(env: NodeJS.ProcessEnv = process.env): Promise<Capability[]> {
  // The local build has every aid; in a run pinned to the night (E2E_PINNED_UTC_HOUR) its kitchens
  // are closed, so the journeys ordering 'as soon as possible' are skipped and say why.
  if (!isRemoteTarget())
    return ALL_CAPABILITIES.filter((capability) => !(capability === 'open-kitchens' && isNightRun()));
  const origin = targetUrl();
  const health = await fetch(`${origin}/api/health`).catch((error: Error) => error);
  if (health instanceof Error || !health.ok)
    throw new Error(
      `E2E_BASE_URL=${origin}: GET /api/health did not answer 200 (${health instanceof Error ? health.message : health.status})`,
    );
  // What can be seen from outside is always asked (the kitchens' hours, the dev routes); what is
  // declared comes on top of it (what cannot be seen: the acquirer, the code budget, a token).
  const probed = await probeCapabilities(origin);
  if (env.E2E_CAPABILITIES === undefined) return probed;
  const declared = parseCapabilities(env.E2E_CAPABILITIES);
  const problems = checkDeclared(declared, env);
  if (problems.length > 0) throw new Error(`E2E_CAPABILITIES: ${problems.join('; ')}`);
  return ALL_CAPABILITIES.filter(
    (capability) => declared.includes(capability) || probed.includes(capability),
  );
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const capabilities = await resolveCapabilities();
  recordCapabilities(capabilities);
  const lacking = ALL_CAPABILITIES.filter((capability) => !capabilities.includes(capability));
  const how = isRemoteTarget()
    ? process.env.E2E_CAPABILITIES !== undefined
      ? 'probed, and declared in E2E_CAPABILITIES'
      : 'probed'
    : 'the local build the suite serves';
  console.log(`\ne2e target ${targetUrl()} (${how})`);
  console.log(`  capabilities: ${capabilities.join(', ') || 'none'}`);
  if (lacking.length > 0)
    console.log(`  lacking (journeys needing these are skipped): ${lacking.join(', ')}`);
  // The main storefront answers (the webServer); the other two start now, in the background, and
  // their journeys wait for them. What is returned stops them at the end of the run.
  if (!isRemoteTarget()) return startSideStacks(['pos', 'providers'], clockOffsetMs());
  return undefined;
}
