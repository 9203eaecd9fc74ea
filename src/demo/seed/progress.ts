/**
 * Progress on stderr: a redrawn bar with percent and rate on a TTY; otherwise one line per 10%.
 */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDecile = -1;
  let lastDraw = 0;
  const tty = stream.isTTY === true;
  return {
    update(done: number, total: number): void {
      const frac = total > 0 ? Math.min(1, done / total) : 1;
      const secs = Math.max(0.001, (Date.now() - started) / 1000);
      const rate = Math.round(done / secs);
      if (tty) {
        const now = Date.now();
        if (now - lastDraw < 80 && done < total) return;
        lastDraw = now;
        const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 50));
        const filled = Math.round(frac * width);
        const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
        stream.write(`\r${label} ${bar} ${(frac * 100).toFixed(1).padStart(5)}%  ${done}/${total}  ${rate}/s `);
      } else {
        const decile = Math.floor(frac * 10);
        if (decile === lastDecile) return;
        lastDecile = decile;
        stream.write(`${label} ${decile * 10}% (${done}/${total}, ${rate}/s)\n`);
      }
    },
    done(): void {
      if (tty) stream.write('\n');
    },
  };
}
