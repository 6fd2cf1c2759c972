// The contracts' schemas, the API client and the session's query are evaluated: what follows (the
// router, the layout, every part of the first screen) runs in the next task (see next-task.ts).
import { nextTask } from './next-task';

await nextTask();
