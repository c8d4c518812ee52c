import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-upload.rules';

const MB = 1024 * 1024;
const png = { name: 'logo.png', type: 'image/png', size: 2 * MB };
const rules = { maxMb: 5, limit: 1, position: 0 };

describe('checkImageFile (SPEC §5 image upload)', () => {
  it('accepts png, jpg and jpeg within the size and count limits', () => {
    expect(checkImageFile(png, rules)).toBeNull();
    expect(checkImageFile({ name: 'a.JPG', type: 'image/jpeg', size: MB }, rules)).toBeNull();
    expect(checkImageFile({ name: 'a.jpeg', type: '', size: MB }, rules)).toBeNull();
  });

  it('refuses other types with the wrong-format text', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 }, rules)?.key).toBe('WRONG_FILE_FORMAT');
    expect(checkImageFile({ name: 'notes.txt', type: 'text/plain', size: 10 }, rules)?.key).toBe('WRONG_FILE_FORMAT');
    // A name alone does not make an image when the browser declares another type.
    expect(checkImageFile({ name: 'fake.png', type: 'text/plain', size: 10 }, rules)?.key).toBe('WRONG_FILE_FORMAT');
    expect(checkImageFile({ name: 'noextension', type: '', size: 10 }, rules)?.key).toBe('WRONG_FILE_FORMAT');
  });

  it('refuses a file above the size limit, with the limit in the text', () => {
    expect(checkImageFile({ ...png, size: 5 * MB }, rules)).toBeNull();
    expect(checkImageFile({ ...png, size: 5 * MB + 1 }, rules)).toEqual({ key: 'FILE_TOO_LARGE', params: { n: 5 } });
    expect(checkImageFile({ ...png, size: 99 * MB }, { ...rules, maxMb: 100 })).toBeNull();
  });

  it('refuses images beyond the count limit', () => {
    expect(checkImageFile(png, { maxMb: 100, limit: 3, position: 2 })).toBeNull();
    expect(checkImageFile(png, { maxMb: 100, limit: 3, position: 3 })).toEqual({
      key: 'TOO_MANY_FILES',
      params: { limit: 3 },
    });
  });
});
