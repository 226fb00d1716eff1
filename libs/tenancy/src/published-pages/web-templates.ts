import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How often a template file is checked for a new build (a rebuild while the server runs). */
const RECHECK_MS = 1000;

export type WebTemplate = {
  /** index.html (the editor and the dashboard) or viewer.html (published pages). */
  name: 'index.html' | 'viewer.html';
  html: string;
  /** A short hash of the bytes: part of every cache key built from this template. */
  id: string;
};

type Loaded = { template: WebTemplate; mtimeMs: number; size: number; checkedAt: number };

/**
 * The HTML shells of the built web app. viewer.html is the published viewer's own entry (it never
 * loads editor code); a build without one serves index.html in its place, which renders pages too.
 */
export class WebTemplates {
  private readonly loaded = new Map<string, Loaded>();

  constructor(readonly distDir: string) {}

  editor(): WebTemplate {
    return this.load('index.html');
  }

  viewer(): WebTemplate {
    return this.load('viewer.html') ?? this.editor();
  }

  private load(name: 'viewer.html'): WebTemplate | null;
  private load(name: 'index.html'): WebTemplate;
  private load(name: WebTemplate['name']): WebTemplate | null {
    const now = Date.now();
    const current = this.loaded.get(name);
    if (current && now - current.checkedAt < RECHECK_MS) return current.template;
    const file = join(this.distDir, name);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      this.loaded.delete(name);
      return null;
    }
    if (current && current.mtimeMs === stat.mtimeMs && current.size === stat.size) {
      current.checkedAt = now;
      return current.template;
    }
    const html = readFileSync(file, 'utf8');
    const id = createHash('sha256').update(html).digest('base64url').slice(0, 12);
    const template: WebTemplate = { name, html, id };
    this.loaded.set(name, { template, mtimeMs: stat.mtimeMs, size: stat.size, checkedAt: now });
    return template;
  }
}
