import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { staticMarkup } from './static-markup';

describe('staticMarkup', () => {
  it('writes plain elements as React does: dashed attributes, class, escaped values and text, fragments flattened', () => {
    const tree = (
      <>
        <g className="x" strokeWidth="2" fillOpacity={0.5} aria-hidden="true" data-n='a"b' opacity={undefined}>
          <text x="1" fontFamily="A, B">
            {'<b> & "c"'}
          </text>
          <path d="M0 0" />
        </g>
        <rect viewBox="0 0 1 1" />
      </>
    );
    expect(staticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it('refuses what it cannot write like React (components, style objects, handlers)', () => {
    const C = () => <b />;
    expect(() => staticMarkup(<C />)).toThrow();
    expect(() => staticMarkup(<svg style={{ width: 0 }} />)).toThrow();
    expect(() => staticMarkup(<svg onClick={() => undefined} />)).toThrow();
  });
});
