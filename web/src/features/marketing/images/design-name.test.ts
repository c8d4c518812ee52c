import { describe, expect, it } from 'vitest';
import { DESIGN_NAME_MAX } from '../../../../../contract/marketing-images';
import { copyNameOf } from './design-name';

const english = (name: string) => `${name} (copy)`;
const chinese = (name: string) => `${name}（副本）`;

describe('the name of a copy', () => {
  it('is the original name with the language’s mark of a copy', () => {
    expect(copyNameOf('Spring offer', english)).toBe('Spring offer (copy)');
    expect(copyNameOf('春季优惠', chinese)).toBe('春季优惠（副本）');
  });

  it(`shortens a long name so the copy's stays within ${DESIGN_NAME_MAX} characters`, () => {
    const exact = 'a'.repeat(DESIGN_NAME_MAX - ' (copy)'.length);
    expect(copyNameOf(exact, english)).toHaveLength(DESIGN_NAME_MAX);
    expect(copyNameOf(exact, english).endsWith('a (copy)')).toBe(true);
    const long = 'b'.repeat(DESIGN_NAME_MAX);
    const copy = copyNameOf(long, english);
    expect(copy.length).toBeLessThanOrEqual(DESIGN_NAME_MAX);
    expect(copy).toMatch(/^b+… \(copy\)$/);
  });
});
