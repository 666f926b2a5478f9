// Child process entry: draws the demo pictures into the uploads directory given as the first argument.
import { PRODUCE } from './data.ts';
import { drawDemoImages } from './images.ts';

const uploadsDir = process.argv[2];
if (!uploadsDir) {
  console.error('usage: draw-images.ts <uploads dir>');
  process.exit(2);
}
await drawDemoImages(uploadsDir, PRODUCE);
