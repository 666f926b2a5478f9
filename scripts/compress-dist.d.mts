/** Writes .br and .gz copies beside every text asset of `dir`; answers how many files and their sizes. */
export function compressDist(dir: string): { written: number; raw: number; brotli: number };
