/** Front door (decision 016): the live bus and the WebSocket route. */
export { createInProcessBus, createPostgresBus, type LiveBus, type LiveEvent } from './live-bus';
export { liveRoutes } from './routes';
