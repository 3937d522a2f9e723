// FamilyHub's own ESLint rules (used by the root eslint.config.mjs as the `familyhub` plugin).
import { featureBoundaries } from './feature-boundaries.mjs';

export default {
  meta: { name: 'eslint-plugin-familyhub' },
  rules: { 'feature-boundaries': featureBoundaries },
};
