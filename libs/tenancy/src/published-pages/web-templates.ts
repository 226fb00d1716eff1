import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlinePage } from '@tessera/contracts';

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
 * The web build's server renderer of published pages (apps/web/src/viewer-entry/
 * renderPublishedPage.tsx, built into dist/ssr): the HTML of the page's content, drawn with the
 * viewer's own components from the page it carries inline. `onProblem` hears what failed to draw
 * (those blocks are left to the browser).
 */
export type PageRenderer = (
  inline: InlinePage,
  url: string,
  onProblem: (error: unknown) => void,
) => Promise<string>;

/** The renderer and the viewer.html it was built with. */
type LoadedRenderer = { render: PageRenderer; viewerId: string };

/**
 * Where the web build puts the server renderer, relative to its dist directory (apps/web's
 * `vite build --ssr`, see apps/web/vite.config.ts).
 */
export const PAGE_RENDERER_FILE = join('ssr', 'renderPublishedPage.js');

/**
 * The HTML shells of the built web app. viewer.html is the published viewer's own entry (it never
 * loads editor code); a build without one serves index.html in its place, which renders pages too.
 */
export class WebTemplates {
  private readonly loaded = new Map<string, Loaded>();
  private renderer: Promise<LoadedRenderer | null> | null = null;

  constructor(
    readonly distDir: string,
    /** Told once when the build's server renderer cannot be loaded. */
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  editor(): WebTemplate {
    return this.load('index.html');
  }

  viewer(): WebTemplate {
    return this.load('viewer.html') ?? this.editor();
  }

  /**
   * The server renderer of this build, or null when the build has none (then pages are drawn by
   * the browser alone). Loaded once per process: its chunks import the entry by its own address,
   * so it cannot be loaded again under another. After a rebuild (a new viewer.html) it is no
   * longer used, so that it never draws for assets it was not built with: restart the server.
   */
  async pageRenderer(): Promise<PageRenderer | null> {
    const viewerId = this.viewer().id;
    this.renderer ??= this.importRenderer(viewerId);
    const loaded = await this.renderer;
    return loaded && loaded.viewerId === viewerId ? loaded.render : null;
  }

  private async importRenderer(viewerId: string): Promise<LoadedRenderer | null> {
    const file = join(this.distDir, PAGE_RENDERER_FILE);
    if (!existsSync(file)) return null;
    try {
      const module = (await import(pathToFileURL(file).href)) as {
        renderPublishedPage?: PageRenderer;
      };
      if (typeof module.renderPublishedPage !== 'function')
        throw new Error('it exports no renderPublishedPage');
      return { render: module.renderPublishedPage, viewerId };
    } catch (error) {
      this.warn(`The server renderer ${file} could not be loaded: ${String(error)}`);
      return null;
    }
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
