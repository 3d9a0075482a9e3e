/**
 * An mdoc device engagement as a QR code carries it (`mdoc:` and the base64url DeviceEngagement,
 * ISO/IEC 18013-5): the wallet's ephemeral key for session encryption and how a reader can reach
 * it (BLE, NFC, Wi-Fi Aware). Nothing in it is signed, so there is nothing to verify; the
 * inspector says what it offers and whether a Procivis One verifier can use it.
 */
import type { InspectedField } from '../types';
import { childPath, Tag } from './cbor';
import { describeBytes, hex, toDisplay } from './display';
import { COSE_KEY_LABELS, coseKeySummary, HREF } from './labels';
import type { Report } from './report';

const CIPHER_SUITES: Record<number, string> = {
  1: 'cipher suite 1: ECDH key agreement, AES-256-GCM session encryption',
};

const RETRIEVAL_TYPES: Record<number, string> = { 1: 'NFC', 2: 'BLE', 3: 'Wi-Fi Aware' };

const OPTION_LABELS: Record<number, Record<number, string>> = {
  1: { 0: 'Maximum length of command data (bytes)', 1: 'Maximum length of response data (bytes)' },
  2: {
    0: 'Peripheral server mode supported (the wallet advertises, the reader connects)',
    1: 'Central client mode supported (the reader advertises, the wallet connects)',
    10: 'Peripheral server mode service UUID',
    11: 'Central client mode service UUID',
    20: 'Peripheral server mode device address',
  },
  3: { 0: 'Passphrase', 1: 'Channel info: operating class', 2: 'Channel info: channel number', 3: 'Supported bands' },
};

const TOP_LEVEL_LABELS: Record<number, string> = {
  0: 'Version',
  1: 'Security',
  2: 'Device retrieval methods',
  3: 'Server retrieval methods',
  4: 'Protocol info',
  5: 'Origin infos',
  6: 'Capabilities',
};

function uuid(bytes: Uint8Array): string {
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function optionValue(type: number, key: number, value: unknown): unknown {
  if (type === 2 && (key === 10 || key === 11) && value instanceof Uint8Array && value.length === 16)
    return uuid(value);
  if (type === 2 && key === 20 && value instanceof Uint8Array && value.length === 6) {
    return [...value].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
  }
  return toDisplay(value);
}

/** What a Procivis One verifier (one-core v1.74.2, iso_mdl device_engagement) requires of an engagement. */
function coreMismatches(version: unknown, cipherSuite: unknown, methods: unknown[]): string[] {
  const mismatches: string[] = [];
  if (version !== '1.0') mismatches.push(`the version is ${JSON.stringify(toDisplay(version))}, not "1.0"`);
  if (cipherSuite !== 1) mismatches.push(`the cipher suite is ${String(cipherSuite)}, not 1`);
  if (methods.length === 0) mismatches.push('it offers no device retrieval method');
  methods.forEach((method, i) => {
    const [type, methodVersion, options] = Array.isArray(method) ? method : [];
    if (type !== 2)
      mismatches.push(
        `retrieval method ${i + 1} is ${RETRIEVAL_TYPES[type as number] ?? `type ${String(type)}`}, not BLE`,
      );
    else if (methodVersion !== 1)
      mismatches.push(`BLE retrieval method ${i + 1} has version ${String(methodVersion)}, not 1`);
    else if (!(options instanceof Map) || options.get(0) !== true)
      mismatches.push(`BLE retrieval method ${i + 1} does not offer peripheral server mode`);
    else if (!(options.get(10) instanceof Uint8Array) || options.get(10).length !== 16) {
      mismatches.push(`BLE retrieval method ${i + 1} gives no 16-byte peripheral server mode UUID`);
    }
  });
  return mismatches;
}

export function inspectDeviceEngagement(report: Report, value: unknown): void {
  const part = 'DeviceEngagement';
  const root = report.map(part, value, '', 'the DeviceEngagement');
  if (!root) return;
  const version = root.get(0);
  report.text(part, version, '0', 'the version (key 0)');
  const fields: InspectedField[] = [
    { key: '0', label: 'Version', value: toDisplay(version), href: HREF.deviceEngagement },
  ];

  const security = report.array(part, root.get(1), '1', 'security (key 1: cipher suite and the device key)');
  const cipherSuite = security?.[0];
  if (security) {
    report.integer(part, cipherSuite, '1/0', 'the cipher suite identifier');
    fields.push({
      key: '1/0',
      label: 'Session encryption',
      value:
        typeof cipherSuite === 'number'
          ? (CIPHER_SUITES[cipherSuite] ?? `cipher suite ${cipherSuite} (not defined by ISO/IEC 18013-5)`)
          : toDisplay(cipherSuite),
      href: HREF.deviceEngagement,
    });
    const keyBytes = security[1];
    if (keyBytes instanceof Tag && keyBytes.tag === 24 && keyBytes.value instanceof Uint8Array) {
      const decoded = report.embedded(part, keyBytes.value, '1/1#', 'EDeviceKeyBytes');
      const key = decoded.ok ? report.map(part, decoded.value, '1/1#', 'EDeviceKey (a COSE_Key)') : undefined;
      if (key) {
        fields.push({
          key: '1/1',
          label: "Wallet's ephemeral key for this session (EDeviceKey)",
          value: coseKeySummary(key),
          href: HREF.cose,
        });
        for (const [label, entry] of key) {
          if (label === 1 || label === -1) continue;
          fields.push({
            key: `1/1/${String(label)}`,
            label: `EDeviceKey: ${COSE_KEY_LABELS[String(label)] ?? `parameter ${String(label)}`}`,
            value: entry instanceof Uint8Array ? hex(entry) : toDisplay(entry),
            href: HREF.cose,
          });
        }
      }
    } else {
      report.problem(
        part,
        'expected the device key (security, element 1) to be EDeviceKeyBytes: tag 24 around a byte string',
        report.offset('1/1'),
      );
    }
  }
  report.parts.push({ title: 'Device engagement', fields, raw: toDisplay(root) });

  const methods = root.has(2)
    ? (report.array(part, root.get(2), '2', 'the device retrieval methods (key 2)') ?? [])
    : [];
  methods.forEach((method, i) => {
    const path = childPath('2', i);
    const entry = report.array(part, method, path, `retrieval method ${i + 1} ([type, version, options])`);
    if (!entry) return;
    const [type, methodVersion, options] = entry;
    const typeName = typeof type === 'number' ? (RETRIEVAL_TYPES[type] ?? `type ${type}`) : String(type);
    const optionFields: InspectedField[] = [
      {
        key: `${path}/0`,
        label: 'Transport',
        value: typeName,
        href: type === 2 ? HREF.ble : type === 1 ? HREF.nfc : HREF.deviceEngagement,
      },
      {
        key: `${path}/1`,
        label: 'Retrieval method version',
        value: toDisplay(methodVersion),
        href: HREF.deviceEngagement,
      },
    ];
    const optionMap = report.map(part, options, childPath(path, 2), `the options of retrieval method ${i + 1}`);
    for (const [key, optionEntry] of optionMap ?? []) {
      const label = typeof type === 'number' && typeof key === 'number' ? OPTION_LABELS[type]?.[key] : undefined;
      optionFields.push({
        key: `${path}/2/${String(key)}`,
        label: label ?? `Option ${String(key)}`,
        value:
          typeof type === 'number' && typeof key === 'number'
            ? optionValue(type, key, optionEntry)
            : toDisplay(optionEntry),
        href: type === 2 ? HREF.ble : type === 1 ? HREF.nfc : HREF.deviceEngagement,
      });
    }
    report.parts.push({ title: `Retrieval method ${i + 1}: ${typeName}`, fields: optionFields, raw: toDisplay(entry) });
  });

  const otherFields: InspectedField[] = [];
  for (const [key, entry] of root) {
    if (key === 0 || key === 1 || key === 2) continue;
    const label = typeof key === 'number' ? TOP_LEVEL_LABELS[key] : undefined;
    otherFields.push({
      key: String(key),
      label: label ?? `Key ${String(key)} (not defined by ISO/IEC 18013-5)`,
      value: entry instanceof Uint8Array ? describeBytes(entry) : toDisplay(entry),
      href: HREF.deviceEngagement,
    });
  }
  if (otherFields.length > 0)
    report.parts.push({
      title: 'Other engagement data',
      fields: otherFields,
      raw: otherFields.map((field) => field.value),
    });

  report.checks.push({
    name: 'Device engagement signature',
    status: 'not-possible',
    detail:
      'a device engagement is not signed: the wallet proves itself later, in the session its ephemeral key sets up, when the reader checks the documents it returns',
  });

  const mismatches = coreMismatches(version, cipherSuite, methods);
  const requirement =
    'version 1.0, cipher suite 1, and BLE retrieval methods (version 1) in peripheral server mode with a service UUID, the first of which it connects to';
  report.coreAnswers.push(
    mismatches.length === 0
      ? {
          summary: `A verifier's Core (v1.74.2) accepts this engagement as isoMdlEngagement when it creates a proof request: it reads ${requirement}.`,
          href: HREF.offlineVerification,
        }
      : {
          summary: `A verifier's Core (v1.74.2) refuses this engagement as isoMdlEngagement when it creates a proof request, with BR_0000: it reads only ${requirement}; here ${mismatches.join('; ')}.`,
          errorCode: 'BR_0000',
          href: '/reference/errors#BR_0000',
        },
  );
}
