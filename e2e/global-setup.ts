import { rmSync } from 'node:fs';
import path from 'node:path';

/** Every run starts from an empty embedded database (the launcher seeds the demo family again). */
export default function globalSetup() {
  rmSync(path.join(__dirname, '.tmp'), { recursive: true, force: true });
}
