/**
 * Prints the Content-Security-Policy header for the built site (`npm run csp`
 * after `npm run build`), with the Typesense hosts of TYPESENSE_HOST when set
 * and the API origins of TRY_IT_API_ORIGINS (see src/plugins/csp/api-origins.ts).
 */
import path from 'node:path';
import { searchSettings } from '../config/search.ts';
import { apiSources } from '../src/plugins/csp/api-origins.ts';
import { contentSecurityPolicy } from '../src/plugins/csp/policy.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const settings = searchSettings();
const searchOrigins = settings.nodes.map((n) => `${n.protocol}://${n.host}:${n.port}`);
let tryItSources: string[];
try {
  tryItSources = apiSources(process.env.TRY_IT_API_ORIGINS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`Content-Security-Policy: ${contentSecurityPolicy(buildDir, { searchOrigins, apiSources: tryItSources })}`);
