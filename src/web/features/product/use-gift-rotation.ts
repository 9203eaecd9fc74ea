import { useEffect, useState } from 'react';

/** Which of `n` gifts is shown: the next one every 2 seconds. */
export function useGiftRotation(n: number) {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (n < 2) return;
    const id = setInterval(() => setI((x) => (x + 1) % n), 2000);
    return () => clearInterval(id);
  }, [n]);
  return i;
}
