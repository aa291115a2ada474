/**
 * A fixed-seed generator of numbers in [0, 1) (Park–Miller), so a benchmark places the same data
 * and asks the same questions on every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}
