/**
 * The slider module's front door, all that other modules may import (eslint.config.js): slider images.
 */
export { sliderRoutes } from './routes';
