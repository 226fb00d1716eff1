import { describe, expect, it } from '@jest/globals';
import { afterLoginRedirect, resolveUseTemplateTarget, useTemplateTarget } from './use-template.js';

const templates = [{ id: 't-9', name: 'CRM Starter', subdomain: 'crm', slug: 'crm-starter' }];
const editor = { canEdit: true, loggedIn: false, templates };

describe('resolveUseTemplateTarget', () => {
  it('is also exported under the name useTemplateTarget', () => {
    expect(useTemplateTarget).toBe(resolveUseTemplateTarget);
  });

  it('sends visitors without a session to sign in, carrying the template id', () => {
    const visitor = { canEdit: false, loggedIn: false, templates };
    expect(resolveUseTemplateTarget({ ...visitor, templateId: 't 1' })).toEqual({
      redirect: '/dashboard/auth?template_id=t%201',
    });
    expect(resolveUseTemplateTarget({ ...visitor, subdomain: 'crm' })).toEqual({
      redirect: '/dashboard/auth',
    });
  });

  it('opens the clone modal of the given template id', () => {
    expect(resolveUseTemplateTarget({ ...editor, templateId: 't-1', subdomain: 'crm' })).toEqual({
      redirect: '/templates?open_clone_modal=t-1',
    });
    expect(
      resolveUseTemplateTarget({ canEdit: false, loggedIn: true, templateId: 't-2', templates }),
    ).toEqual({ redirect: '/templates?open_clone_modal=t-2' });
  });

  it('identifies the template from the subdomain otherwise', () => {
    expect(resolveUseTemplateTarget({ ...editor, subdomain: 'crm' })).toEqual({
      redirect: '/templates?open_clone_modal=t-9',
    });
  });

  it('reports an empty subdomain and an unknown template', () => {
    expect(resolveUseTemplateTarget({ ...editor, subdomain: '' })).toEqual({
      error: 'Unable to identify template',
    });
    expect(resolveUseTemplateTarget({ ...editor, subdomain: 'shop' })).toEqual({
      error: 'Template not found in marketplace',
    });
  });
});

describe('afterLoginRedirect', () => {
  it('uses the stored template redirect, else the dashboard', () => {
    expect(afterLoginRedirect('/templates?open_clone_modal=t-9')).toBe(
      '/templates?open_clone_modal=t-9',
    );
    expect(afterLoginRedirect(null)).toBe('/dashboard');
    expect(afterLoginRedirect('')).toBe('/dashboard');
  });
});
