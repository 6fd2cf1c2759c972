/** Front door (decision 016): slider images. */
export { sliderRoutes } from './routes';
