// Preloaded into a server the benchmark starts (node --import): answers the parent's 'cpu' message over the IPC
// channel with process.cpuUsage(), the CPU time of the whole process (every thread), in microseconds.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  // The channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
