/**
 * Read-only access to the public procivis/one-core source at one release:
 * either a git directory (bare or not) plus a tag, read with `git show` /
 * `git ls-tree`, or a plain checkout directory already at that release.
 * Every inventory extractor reads the source through this, so the data it
 * writes can always say which tag it came from.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface OneCoreSource {
  /** The release the files are read at, e.g. `v1.74.2`. */
  readonly tag: string;
  /** Every file path (relative, `/`-separated) under `dir`, recursively. */
  list(dir: string): string[];
  /** A file's text; throws naming the path and tag when it does not exist. */
  read(file: string): string;
}

/** Where an inventory came from; written at the top of every inventory file. */
export interface InventorySource {
  repo: 'procivis/one-core';
  tag: string;
}

export function inventorySource(source: OneCoreSource): InventorySource {
  return { repo: 'procivis/one-core', tag: source.tag };
}

/** A git directory read at `tag` (the tag must exist there). */
export function gitSource(gitDir: string, tag: string): OneCoreSource {
  // git's own message for a missing file is not shown: the caller's error names the file and the tag.
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  try {
    git('rev-parse', '--verify', '--quiet', `${tag}^{commit}`);
  } catch {
    throw new Error(`one-core source: ${gitDir} has no tag ${tag}`);
  }
  const cache = new Map<string, string>();
  return {
    tag,
    list(dir) {
      const out = git('ls-tree', '-r', '--name-only', tag, '--', dir.replace(/\/$/, ''));
      return out.split('\n').filter(Boolean);
    },
    read(file) {
      const hit = cache.get(file);
      if (hit !== undefined) return hit;
      let text: string;
      try {
        text = git('show', `${tag}:${file}`);
      } catch {
        throw new Error(`one-core source: ${file} does not exist at ${tag}`);
      }
      cache.set(file, text);
      return text;
    },
  };
}

/** A checkout directory, taken to be at `tag`. */
export function checkoutSource(root: string, tag: string): OneCoreSource {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === '.git' || entry.name === 'target' ? [] : walk(rel);
      return [rel];
    });
  return {
    tag,
    list(dir) {
      const clean = dir.replace(/\/$/, '');
      return fs.existsSync(path.join(root, clean)) ? walk(clean) : [];
    },
    read(file) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) throw new Error(`one-core source: ${file} does not exist in ${root}`);
      return fs.readFileSync(full, 'utf8');
    },
  };
}

/** `--repo PATH` is a git directory (has HEAD/objects) or a checkout; `--tag` the release. */
export function openSource(repo: string, tag: string): OneCoreSource {
  const isGitDir = fs.existsSync(path.join(repo, 'HEAD')) && fs.existsSync(path.join(repo, 'objects'));
  if (isGitDir) return gitSource(repo, tag);
  if (fs.existsSync(path.join(repo, '.git'))) return gitSource(path.join(repo, '.git'), tag);
  return checkoutSource(repo, tag);
}
