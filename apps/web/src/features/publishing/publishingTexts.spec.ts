import { describe, expect, it } from '@jest/globals';
import { PRIVACY_TIMINGS, PUBLISHING_MESSAGES } from '@tessera/domain';
import { appAddress, handoffAddress } from './appAddress.js';
import { reviewRequestOf, reviewStatusOf } from './reviewStatus.js';

describe('publishing error catalogue (publishing §8, §9)', () => {
  it('uses the words and timings of the spec', () => {
    expect(PUBLISHING_MESSAGES.loadUsersFailed('Network error occurred')).toBe(
      'Failed to load users: Network error occurred',
    );
    expect(PUBLISHING_MESSAGES.updateUserFailed('x')).toBe('Failed to update user: x');
    expect(PUBLISHING_MESSAGES.deleteUserFailed('x')).toBe('Failed to delete user: x');
    expect(PUBLISHING_MESSAGES.loadingUsers).toBe('Loading users...');
    expect(PUBLISHING_MESSAGES.noUsers).toBe('No users found.');
    expect(PRIVACY_TIMINGS).toEqual({
      autoSaveMessageMs: 2000,
      closeAfterSaveMs: 1000,
      savedMessageMs: 3000,
    });
  });
});

describe('marketplace submission status', () => {
  it('reads the review request, none without one or with an unknown status', () => {
    const status = (response: unknown) => reviewStatusOf(reviewRequestOf(response));
    expect(status({ reviewRequest: { status: 'pending' } })).toBe('pending');
    expect(status({ reviewRequest: { status: 'rejected' } })).toBe('rejected');
    expect(status({ reviewRequest: null })).toBe('none');
    expect(status({ reviewRequest: { status: 'archived' } })).toBe('none');
    expect(status('nope')).toBe('none');
    expect(reviewStatusOf(undefined)).toBe('none');
  });
});

describe('app addresses', () => {
  const here = { protocol: 'http:', host: 'shop.localhost:3000' };

  it('puts the label in front of the dashboard host, keeping its scheme and port', () => {
    expect(appAddress('Market', 'localhost:3000', here)).toBe('http://market.localhost:3000');
    expect(appAddress('market', 'https://tessera.example', here)).toBe(
      'https://market.tessera.example',
    );
  });

  it('opens the same page on the new host with the hand-off token', () => {
    expect(handoffAddress('https://market.tessera.example', '/about', 'a b')).toBe(
      'https://market.tessera.example/about?token=a%20b',
    );
  });
});
