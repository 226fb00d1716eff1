import { expect, type Locator, type Page } from '@playwright/test';

/** Elements that run code or restyle the page: none may come out of sanitised markdown. */
const LIVE_ELEMENTS = ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form'];

/**
 * Markdown as the viewer renders it (markdown blocks and table cells shown as markdown), watched
 * for anything hostile markdown could have made live: scripts that ran (`window.__xss`, dialogs)
 * and markup left in the DOM that a browser would run or follow.
 */
export class RenderedMarkdown {
  readonly dialogs: string[] = [];
  readonly rendered: Locator;

  constructor(private readonly page: Page) {
    this.rendered = page.locator('.ts-markdown');
    page.on('dialog', (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  /** Waits until `count` markdown pieces are on the page and every image has loaded or failed. */
  async expectRendered(count: number) {
    await expect(this.rendered).toHaveCount(count);
    await this.page.waitForLoadState('networkidle');
  }

  /** What a payload's script wrote to `window.__xss`, if any ran. */
  async scriptsThatRan(): Promise<unknown> {
    return this.page.evaluate(() => (window as { __xss?: unknown }).__xss);
  }

  /** Each live element, on* attribute and script or data URL inside rendered markdown. */
  async liveMarkup(): Promise<string[]> {
    return this.rendered.evaluateAll((roots, liveElements) => {
      const found: string[] = [];
      for (const root of roots) {
        for (const element of Array.from(root.querySelectorAll('*'))) {
          const tag = element.tagName.toLowerCase();
          if (liveElements.includes(tag)) found.push(`<${tag}>`);
          for (const { name, value } of Array.from(element.attributes)) {
            // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL
            const url = value.replace(/[\u0000-\u0020]/g, '');
            if (/^on/i.test(name) || /^(?:javascript|vbscript|data):/i.test(url))
              found.push(`<${tag} ${name}="${value}">`);
          }
        }
      }
      return found;
    }, LIVE_ELEMENTS);
  }

  /** No live markup, no script that ran, no dialog: all three reported at once when one fails. */
  async expectInert() {
    const seen = {
      liveMarkup: await this.liveMarkup(),
      scriptsThatRan: (await this.scriptsThatRan()) ?? null,
      dialogs: this.dialogs,
    };
    expect(seen).toEqual({ liveMarkup: [], scriptsThatRan: null, dialogs: [] });
  }
}
