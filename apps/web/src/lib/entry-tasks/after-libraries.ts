// React, React DOM and the router are evaluated: what follows runs in the next task (see next-task.ts).
import { nextTask } from './next-task';

await nextTask();
