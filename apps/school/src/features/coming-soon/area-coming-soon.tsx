import { ComingSoon } from '@familyhub/ui';
import type { ComingArea } from './school-areas';

/** An honest placeholder: names the area and what it will do, with no sample data. */
export default function AreaComingSoon({ area, description }: ComingArea) {
  return <ComingSoon area={area} description={`${description} This area is not built yet.`} />;
}
