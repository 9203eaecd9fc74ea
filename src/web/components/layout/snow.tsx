/** Decorative CSS-only snowfall (site.snow). No pointer events; hidden when reduced motion is preferred. */
const FLAKES = 24;

export function Snow() {
  return (
    <div className="snow" aria-hidden="true">
      {Array.from({ length: FLAKES }, (_, i) => (
        <i
          key={i}
          style={
            {
              '--x': `${(i * 37) % 100}vw`,
              '--d': `${8 + ((i * 7) % 9)}s`,
              '--delay': `${-((i * 13) % 17)}s`,
              '--s': `${4 + ((i * 5) % 6)}px`,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  );
}
