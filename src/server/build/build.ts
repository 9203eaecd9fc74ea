/**
 * `npm run build`: the web app into build/ (react-router build), its assets precompressed, and the stamp that
 * lets `npm start` use this build without the build tools (decision 0015). A release step (decision 0071): it
 * refuses while a server runs from this build/ (its scripts would answer 404 under it), unless `--force`.
 */
import { build } from '../build-if-needed.ts';
import { servingProcesses } from './serving-registry.ts';

const root = process.cwd();
const serving = servingProcesses(root);
if (serving.length && !process.argv.includes('--force')) {
  const list = serving.map((s) => (s.here ? `pid ${s.pid}` : `pid ${s.pid} on ${s.host}`)).join(', ');
  console.error(
    `[build] ${serving.length} server${serving.length === 1 ? '' : 's'} serve${serving.length === 1 ? 's' : ''} from this build/ (${list}): ` +
      'rebuilding under them makes their pages\' scripts answer 404. Stop them first, or build the release in another ' +
      'checkout and switch the instances over to it. `npm run build -- --force` builds anyway (a mark left by a ' +
      'process on another host cannot be checked: build/.serving).',
  );
  process.exit(1);
}
build(root, (msg) => console.log(`[build] ${msg}`));
