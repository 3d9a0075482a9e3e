/**
 * The configuration-key guard against the v1.74.2 inventory: seeded wrong
 * keys in YAML blocks, environment variables and inline code are reported
 * with file and line; right keys and non-Core YAML are not.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkConfigKeys, closest, loadConfigInventory } from '../../scripts/guards/config-keys.ts';
import { parseGuide } from '../../scripts/guards/guides.ts';
import { formatProblem } from '../../scripts/guards/problem.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const inventory = loadConfigInventory(root);

function run(text: string, file = 'docs/seeded.mdx') {
  return checkConfigKeys([parseGuide(file, text)], { inventory }).map(formatProblem);
}

const fence = '```';

describe('config-keys guard', () => {
  it('reports an unknown provider parameter with a suggestion, at its line', () => {
    const problems = run(
      [
        '# Formats', // 1
        '', // 2
        `${fence}yaml title="conf/core.yml"`, // 3
        'format:', // 4
        '  JWT:', // 5
        '    type: JWT', // 6
        '    params:', // 7
        '      public:', // 8
        '        leeway: 60', // 9
        '        leewaySeconds: 60', // 10
        fence,
      ].join('\n'),
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0],
      /^docs\/seeded\.mdx:10: .*format\.JWT\.params\.public\.leewaySeconds.*did you mean `leeway`/,
    );
  });

  it('reports a removed provider type and the params it no longer reads', () => {
    const problems = run(
      [
        `${fence}yaml`, // 1
        'revocation:', // 2
        '  LVVC:', // 3
        '    type: LVVC', // 4
        '    display: revocation.lvvc', // 5
        '    params:', // 6
        '      private:', // 7
        '        credentialExpiry: 864000', // 8
        fence,
      ].join('\n'),
    );
    assert.ok(
      problems.some((p) => /^docs\/seeded\.mdx:4: .*`LVVC` is not one of .*`BITSTRINGSTATUSLIST`/.test(p)),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) =>
        /^docs\/seeded\.mdx:8: unknown configuration key `revocation\.LVVC\.params\.private\.credentialExpiry`/.test(p),
      ),
      problems.join('\n'),
    );
  });

  it('reports a parameter given to a provider type that does not read it', () => {
    const problems = run(
      [
        `${fence}yaml`, // 1
        'format:', // 2
        '  MDOC:', // 3
        '    type: MDOC', // 4
        '    params:', // 5
        '      public:', // 6
        '        embedLayoutProperties: true', // 7
        fence,
      ].join('\n'),
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0],
      /^docs\/seeded\.mdx:7: `format\.MDOC\.params\.public\.embedLayoutProperties`: type `MDOC` has no parameter `embedLayoutProperties`/,
    );
  });

  it('checks fixed instance names, params visibility, enum values and section names', () => {
    const problems = run(
      [
        `${fence}yaml`, // 1
        'identifier:', // 2
        '  DIDS:', // 3
        '    enabled: true', // 4
        'keyStorage:', // 5
        '  INTERNAL:', // 6
        '    params:', // 7
        '      privat:', // 8
        '        encryption: abc', // 9
        'app:', // 10
        '  auth:', // 11
        '    mode: STATIC', // 12
        'formats:', // 13
        '  JWT: {}', // 14
        fence,
      ].join('\n'),
    );
    const expect = [
      /^docs\/seeded\.mdx:3: .*`identifier` entries are keyed by .*did you mean `DID`/,
      /^docs\/seeded\.mdx:8: .*params take `public` and `private`.*did you mean `private`/,
      /^docs\/seeded\.mdx:12: .*`STATIC` is not one of `UNSAFE_NONE`, `UNSAFE_STATIC`, `STS`/,
      /^docs\/seeded\.mdx:13: unknown configuration section `formats`.*did you mean `format`/,
    ];
    for (const re of expect)
      assert.ok(
        problems.some((p) => re.test(p)),
        `${re} not in\n${problems.join('\n')}`,
      );
    assert.equal(problems.length, expect.length, problems.join('\n'));
  });

  it('checks environment variables in code blocks and inline code, and skips non-Core YAML', () => {
    const problems = run(
      [
        'Set `ONE_app__serverPort` or `ONE_keyStorage__INTERNAL__params__private__encryptionKey`.', // 1
        '', // 2
        `${fence}bash`, // 3
        'export ONE_app__databaseURL=mysql://core@db/core', // 4
        'export ONE_APP__serverPort=3000', // 5
        'export ONE_app__auth__staticToken=test ONE_appServerPort=3000 ONE_DESK_URL=x', // 6
        fence, // 7
        '', // 8
        `${fence}yaml title="docker-compose.yml"`, // 9
        'services:', // 10
        '  core:', // 11
        '    image: one-core', // 12
        '    environment:', // 13
        '      ONE_app__coreBaseURL: https://core.example.com', // 14
        fence,
      ].join('\n'),
    );
    const expect = [
      /^docs\/seeded\.mdx:1: .*`ONE_keyStorage__INTERNAL__params__private__encryptionKey`.*did you mean `encryption`/,
      /^docs\/seeded\.mdx:4: .*`ONE_app__databaseURL`.*did you mean `databaseUrl`/,
      /^docs\/seeded\.mdx:5: .*`ONE_APP__serverPort`.*unknown configuration section `APP`.*did you mean `app`/,
      /^docs\/seeded\.mdx:6: `ONE_appServerPort`: Core reads variables as `ONE_<section>__<key>`/,
      /^docs\/seeded\.mdx:14: .*`ONE_app__coreBaseURL`.*did you mean `coreBaseUrl`/,
    ];
    for (const re of expect)
      assert.ok(
        problems.some((p) => re.test(p)),
        `${re} not in\n${problems.join('\n')}`,
      );
    assert.equal(problems.length, expect.length, problems.join('\n'));
  });

  it('accepts right keys, placeholders, open values and YAML that is not Core configuration', () => {
    const problems = run(
      [
        `${fence}yaml`,
        'app:',
        '  coreBaseUrl: https://core.example.com',
        '  auth:',
        '    mode: STS',
        '    stsTokenValidation:',
        '      aud: one-core',
        '      ttlJwks: 600',
        'format:',
        '  MDOC:',
        '    type: MDOC',
        '    display:',
        '      en: ISO mdoc',
        '      de: ISO mdoc',
        '    params:',
        '      public:',
        '        msoExpiresIn: 259200',
        '        leeway: 60',
        'cacheEntities:',
        '  DID_DOCUMENT:',
        '    cacheType: DB',
        '    cacheSize: 100',
        'walletProvider:',
        '  PROCIVIS_ONE:',
        '    type: PROCIVIS_ONE',
        '    params:',
        '      public:',
        '        walletRegistration: MANDATORY',
        '        walletInstanceAttestation:',
        '          integrityCheck:',
        '            enabled: true',
        fence,
        '',
        `${fence}yaml title="conf/bff.yml"`,
        'core:',
        '  api:',
        '    authentication: STS',
        fence,
        '',
        `${fence}bash`,
        'ONE_keyStorage__<NAME>__params__private__encryption=...',
        'ONE_keyStorage__INTERNAL__params__private__encryption=$(openssl rand -hex 32)',
        fence,
      ].join('\n'),
    );
    assert.deepEqual(problems, []);
  });

  it('reports required keys a new instance leaves out, but not for overrides of shipped instances', () => {
    const problems = run(
      [
        `${fence}yaml`, // 1
        'format:', // 2
        '  MY_JWT:', // 3
        '    type: JWT', // 4
        '    params:', // 5
        '      public:', // 6
        '        leeway: 60', // 7
        '  JWT:', // 8
        '    order: 1', // 9
        fence,
      ].join('\n'),
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0],
      /^docs\/seeded\.mdx:3: new instance `format\.MY_JWT` lacks required keys `display`, `params\.\*\.embedLayoutProperties`/,
    );
  });

  it('checks every item of a list of enum values, accepting serde aliases', () => {
    const problems = run(
      [
        `${fence}yaml`, // 1
        'verificationProtocol:', // 2
        '  OPENID4VP_FINAL1:', // 3
        '    type: OPENID4VP_FINAL1', // 4
        '    params:', // 5
        '      public:', // 6
        '        holder:', // 7
        '          supportedClientIdSchemes:', // 8
        '            - decentralized_identifier', // 9
        '            - x509_san_dn', // 10
        fence,
      ].join('\n'),
    );
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^docs\/seeded\.mdx:10: .*`x509_san_dn` is not one of .*did you mean `x509_san_dns`/);
  });

  it('checks dotted keys and variables in inline code, leaving ambiguous names and counter-examples alone', () => {
    const problems = run(
      [
        'Set `app.auth.stsTokenValidation.jwksUrl` and `app.enableOpenAPI`.', // 1
        'The `format.MDOC.params.public.msoExpiresIn` key and `did.json` file are fine, as is `format.jwt`.', // 2
        'Set `transport.MQTT.params.private.brokerURL`.', // 3
        'Keys keep their case, so `ONE_APP__DATABASEURL` does not set `app.databaseUrl`.', // 4
        'Set `ONE_APP__DATABASEURL` for the database.', // 5
      ].join('\n'),
    );
    const expect = [
      /^docs\/seeded\.mdx:1: unknown configuration key `app\.auth\.stsTokenValidation\.jwksUrl`.*did you mean `jwksUri`/,
      /^docs\/seeded\.mdx:1: unknown configuration key `app\.enableOpenAPI`.*did you mean `enableOpenApi`/,
      /^docs\/seeded\.mdx:3: unknown configuration key `transport\.MQTT\.params\.private\.brokerURL`.*did you mean `brokerUrl`/,
      /^docs\/seeded\.mdx:5: .*`ONE_APP__DATABASEURL`.*unknown configuration section `APP`/,
    ];
    for (const re of expect)
      assert.ok(
        problems.some((p) => re.test(p)),
        `${re} not in\n${problems.join('\n')}`,
      );
    assert.equal(problems.length, expect.length, problems.join('\n'));
  });

  it('skips blocks titled for another Core release, but not blocks titled for this one', () => {
    const block = (title: string) =>
      [
        `${fence}yaml title="${title}"`,
        'revocation:',
        '  LVVC:',
        '    type: LVVC',
        '    display: revocation.lvvc',
        fence,
      ].join('\n');
    assert.deepEqual(run(block('conf/core.yml (Core 1.71 and earlier)')), []);
    assert.equal(run(block('conf/core.yml (Core 1.74)')).length, 1);
    assert.equal(run(block('conf/core.yml')).length, 1);
  });

  it('suggests only close names', () => {
    assert.equal(closest('leewaySeconds', ['leeway', 'embedLayoutProperties']), 'leeway');
    assert.equal(closest('completelyDifferent', ['leeway', 'order']), null);
  });
});
