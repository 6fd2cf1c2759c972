/**
 * The live module's front door, all that other modules may import (eslint.config.js): the live bus and
 * the WebSocket route.
 */
export { createInProcessBus, createPostgresBus, type LiveBus, type LiveEvent } from './live-bus';
export { liveRoutes } from './routes';
