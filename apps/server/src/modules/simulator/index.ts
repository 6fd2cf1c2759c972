/**
 * The simulator module's front door, all that other modules may import (eslint.config.js): the built-
 * in synthetic data source.
 */
export { type Simulator, startSimulator } from './simulator';
