// Preloaded into the server (NODE_OPTIONS=--import) by the memory bench: on SIGUSR2 it writes
// process.memoryUsage() to $MEMORY_PROBE_FILE, so the bench reads the server's own figures.
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
