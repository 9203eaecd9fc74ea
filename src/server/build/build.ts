/**
 * `npm run build`: the web app into build/ (react-router build), its assets precompressed, and the stamp that
 * lets `npm start` use this build without the build tools (decision 0015).
 */
import { build } from '../build-if-needed.ts';

build(process.cwd(), (msg) => console.log(`[build] ${msg}`));
