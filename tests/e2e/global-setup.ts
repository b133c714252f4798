// Before the journeys: the web app is built once per run (when its sources are
// newer than web/dist), not by each file.
import { buildWebIfStale } from '../../scripts/launcher';

export default function setup(): void {
  buildWebIfStale();
}
