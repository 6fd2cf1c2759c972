/** Front door (decision 016): the built-in synthetic data source. */
export { type Simulator, startSimulator } from './simulator';
