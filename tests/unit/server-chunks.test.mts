/** src/performance/server-chunks: the server bundle's route chunks share what they import. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { serverChunksPlugin, SHARED_SERVER_CHUNK } from '../../src/performance/server-chunks/index.ts';

const require = createRequire(import.meta.url);
// Docusaurus' own merge of a plugin's configureWebpack() result into its config
const { applyConfigureWebpack } = require('@docusaurus/core/lib/webpack/configure.js') as {
  applyConfigureWebpack: (args: {
    configureWebpack: unknown;
    config: object;
    isServer: boolean;
    configureWebpackUtils: unknown;
  }) => {
    optimization: { splitChunks: unknown; concatenateModules?: boolean; minimize?: boolean };
  };
};

/** What Docusaurus 3.10's server config sets (lib/webpack/base.js and server.js). */
const serverOptimization = { splitChunks: false, concatenateModules: false, minimize: false };

describe('src/performance/server-chunks', () => {
  const plugin = serverChunksPlugin();

  it("replaces the server bundle's `splitChunks: false` with one shared chunk, leaving the rest of its optimization", () => {
    const config = applyConfigureWebpack({
      configureWebpack: plugin.configureWebpack,
      config: { optimization: serverOptimization },
      isServer: true,
      configureWebpackUtils: {},
    });
    assert.equal(config.optimization.concatenateModules, false);
    assert.equal(config.optimization.minimize, false);
    const splitChunks = config.optimization.splitChunks as {
      chunks: string;
      cacheGroups: Record<string, false | { name: string; minChunks: number }>;
    };
    assert.equal(splitChunks.chunks, 'async');
    assert.equal(splitChunks.cacheGroups.default, false);
    assert.equal(splitChunks.cacheGroups.defaultVendors, false);
    assert.deepEqual(
      Object.values(splitChunks.cacheGroups)
        .filter(Boolean)
        .map((group) => group && [group.name, group.minChunks]),
      [[SHARED_SERVER_CHUNK, 2]],
    );
  });

  it('leaves the browser bundle as it is', () => {
    const client = { optimization: { splitChunks: { cacheGroups: { common: { name: 'common' } } } } };
    assert.deepEqual(
      applyConfigureWebpack({
        configureWebpack: plugin.configureWebpack,
        config: structuredClone(client),
        isServer: false,
        configureWebpackUtils: {},
      }),
      client,
    );
  });
});
