import { describe, expect, it } from '@jest/globals';
import { firstPathSegment } from './first-path-segment.js';

describe('firstPathSegment', () => {
  it('reads the first segment of a path or a full URL, lowercased', () => {
    expect(firstPathSegment('/demo-board')).toBe('demo-board');
    expect(firstPathSegment('/Demo-Board/?x=1')).toBe('demo-board');
    expect(firstPathSegment('/demo-board?x=1')).toBe('demo-board');
    expect(firstPathSegment('http://localhost:3000/shop#top')).toBe('shop');
    expect(firstPathSegment('https://demo.localhost:3000/product/7')).toBe('product');
  });

  it('is null for the root, nothing, or an undecodable segment', () => {
    expect(firstPathSegment('/')).toBeNull();
    expect(firstPathSegment('http://localhost:3000')).toBeNull();
    expect(firstPathSegment(undefined)).toBeNull();
    expect(firstPathSegment('/%E0%A4%A')).toBeNull();
  });
});
