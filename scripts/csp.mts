/**
 * Prints the Content-Security-Policy header for the built site (`npm run csp`
 * after `npm run build`), with the Typesense hosts of TYPESENSE_HOST when set.
 */
import path from 'node:path';
import { searchSettings } from '../config/search.ts';
import { contentSecurityPolicy } from '../src/plugins/csp/policy.ts';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const settings = searchSettings();
const searchOrigins = settings.nodes.map((n) => `${n.protocol}://${n.host}:${n.port}`);
console.log(`Content-Security-Policy: ${contentSecurityPolicy(buildDir, { searchOrigins })}`);
