import { describe, expect, it } from 'vitest';
import { addPictures, keyMove, movePicture, pictureErrors, picturesOf, removePicture, togglePad } from './picture-list';

const A = { source: 'a.png', withPad: false };
const B = { source: 'b.png', withPad: true };
const C = { source: 'c.png', withPad: false };

describe("a product's pictures in the form", () => {
  it("reads the server's { source, withPad } objects (and bare keys), skipping anything else", () => {
    expect(picturesOf([A, B])).toEqual([A, B]);
    expect(picturesOf(['x.png', { source: 'y.png' }, 3, null, { withPad: true }])).toEqual([
      { source: 'x.png', withPad: false },
      { source: 'y.png', withPad: false },
    ]);
    expect(picturesOf(null)).toEqual([]);
  });

  it('moves, removes, toggles the margin and adds without touching the list it was given', () => {
    const list = [A, B, C];
    expect(movePicture(list, 2, 0)).toEqual([C, A, B]);
    expect(movePicture(list, 0, 9)).toEqual([B, C, A]);
    expect(movePicture(list, 1, 1)).toEqual(list);
    expect(removePicture(list, 1)).toEqual([A, C]);
    expect(togglePad(list, 0)[0]).toEqual({ source: 'a.png', withPad: true });
    expect(addPictures(list, ['u-1.png', 'u-2.png'], 4)).toEqual([A, B, C, { source: 'u-1.png', withPad: false }]);
    expect(list).toEqual([A, B, C]);
  });

  it('arrow keys move by one, Home and End to the ends; nothing past an end', () => {
    expect(keyMove('ArrowLeft', 1, 3)).toBe(0);
    expect(keyMove('ArrowUp', 0, 3)).toBeNull();
    expect(keyMove('ArrowRight', 1, 3)).toBe(2);
    expect(keyMove('ArrowDown', 2, 3)).toBeNull();
    expect(keyMove('Home', 2, 3)).toBe(0);
    expect(keyMove('End', 0, 3)).toBe(2);
    expect(keyMove('Enter', 0, 3)).toBeNull();
  });

  it("places the server's errors: images.N.* on picture N, images on the list", () => {
    const e = pictureErrors(
      {
        images: 'Too many',
        'images.1.source': 'Not an uploaded image',
        'images.1.withPad': 'Wrong type',
        imagesX: 'no',
        title: 'x',
      },
      'images',
    );
    expect(e.list).toBe('Too many');
    expect([...e.at]).toEqual([[1, 'Not an uploaded image']]);
  });
});
